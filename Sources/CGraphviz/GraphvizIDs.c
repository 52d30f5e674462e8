// Creation-order object IDs for every navviz graph (see include/CGraphviz.h): names are
// interned with agstrdup and looked up by address in an open-addressing table.
#include <stdlib.h>

#include "GraphvizDiscipline.h"

typedef struct {
  char *key;  // interned name (agstrdup), or TOMBSTONE
  navviz_id id;
} slot;

typedef struct {
  navviz_graph *graph;
  char **names;  // by ID; NULL for anonymous objects
  size_t count, capacity;
  slot *slots;
  size_t slotCapacity, slotCount;
} ids;

#define TOMBSTONE ((char *)1)

static size_t hash(const char *pointer, size_t capacity) {
  size_t value = (size_t)pointer;
  value ^= value >> 17;
  value *= (size_t)0x9E3779B97F4A7C15ull;
  return (value >> 7) & (capacity - 1);
}

static void rehash(ids *table) {
  size_t oldCapacity = table->slotCapacity;
  slot *old = table->slots;
  table->slotCapacity = oldCapacity ? oldCapacity * 2 : 64;
  table->slots = (slot *)calloc(table->slotCapacity, sizeof(slot));
  table->slotCount = 0;
  for (size_t i = 0; i < oldCapacity; i++) {
    char *key = old[i].key;
    if (key == NULL || key == TOMBSTONE) continue;
    size_t at = hash(key, table->slotCapacity);
    while (table->slots[at].key != NULL) at = (at + 1) & (table->slotCapacity - 1);
    table->slots[at] = old[i];
    table->slotCount++;
  }
  free(old);
}

static slot *find(ids *table, const char *key) {
  if (table->slotCapacity == 0) return NULL;
  size_t at = hash(key, table->slotCapacity);
  while (table->slots[at].key != NULL) {
    if (table->slots[at].key == key) return &table->slots[at];
    at = (at + 1) & (table->slotCapacity - 1);
  }
  return NULL;
}

static navviz_id next(ids *table, char *name) {
  if (table->count == table->capacity) {
    table->capacity = table->capacity ? table->capacity * 2 : 64;
    table->names = (char **)realloc(table->names, table->capacity * sizeof(char *));
  }
  table->names[table->count] = name;
  return (navviz_id)table->count++;
}

static void *ids_open(navviz_graph *g, void *disc) {
  (void)disc;
  ids *table = (ids *)calloc(1, sizeof(ids));
  table->graph = g;
  return table;
}

static long ids_map(void *state, int objtype, char *str, navviz_id *id, int createflag) {
  (void)objtype;
  ids *table = (ids *)state;
  if (str == NULL) {
    if (!createflag) return 0;
    *id = next(table, NULL);
    return 1;
  }
  char *interned = navviz_gv.agstrdup(table->graph, str);
  slot *found = find(table, interned);
  if (found != NULL) {
    navviz_gv.agstrfree(table->graph, interned, 0);
    *id = found->id;
    return 1;
  }
  if (!createflag) {
    navviz_gv.agstrfree(table->graph, interned, 0);
    return 0;
  }
  if ((table->slotCount + 1) * 2 > table->slotCapacity) rehash(table);
  size_t at = hash(interned, table->slotCapacity);
  while (table->slots[at].key != NULL && table->slots[at].key != TOMBSTONE)
    at = (at + 1) & (table->slotCapacity - 1);
  *id = next(table, interned);
  table->slots[at].key = interned;
  table->slots[at].id = *id;
  table->slotCount++;
  return 1;
}

static long ids_alloc(void *state, int objtype, navviz_id id) {
  (void)state; (void)objtype; (void)id;
  return 0;  // Explicit IDs are never requested by navviz.
}

static void ids_free(void *state, int objtype, navviz_id id) {
  (void)objtype;
  ids *table = (ids *)state;
  if (id >= table->count || table->names[id] == NULL) return;
  slot *found = find(table, table->names[id]);
  if (found != NULL) found->key = TOMBSTONE;
  navviz_gv.agstrfree(table->graph, table->names[id], 0);
  table->names[id] = NULL;
}

static char *ids_print(void *state, int objtype, navviz_id id) {
  (void)objtype;
  ids *table = (ids *)state;
  return id < table->count ? table->names[id] : NULL;
}

static void ids_close(void *state) {
  ids *table = (ids *)state;
  free(table->names);
  free(table->slots);
  free(table);
}

static void ids_register(void *state, int objtype, void *obj) {
  (void)state; (void)objtype; (void)obj;
}

navviz_id_disc navviz_creation_order_ids = {
  ids_open, ids_map, ids_alloc, ids_free, ids_print, ids_close, ids_register,
};
