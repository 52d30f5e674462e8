// The few things Swift cannot express directly over Graphviz's C API.
//
// - Graphviz's descriptor globals (Agdirected, ...) are mutable C globals: Swift 6 rejects
//   any use of them, so they are read here.
// - cgraph's setters take `char *` although they copy every string: const-casting wrappers.
// - An ID discipline that hands out object IDs in creation order. With cgraph's default
//   discipline IDs are string addresses, so two renders of one graph in one process can lay
//   out differently; creation-order IDs make every render byte-identical to `dot`.
// - An error hook that collects cgraph's messages instead of printing them to stderr.
#ifndef NAVVIZ_CGRAPHVIZ_SHIM_H
#define NAVVIZ_CGRAPHVIZ_SHIM_H

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>
#include <stdlib.h>
#include <string.h>

static inline Agdesc_t navviz_directed(void) { return Agdirected; }

static inline Agraph_t *navviz_subgraph(Agraph_t *g, const char *name) {
  return agsubg(g, (char *)name, 1);
}
static inline Agnode_t *navviz_node(Agraph_t *g, const char *name) {
  return agnode(g, (char *)name, 1);
}
static inline int navviz_set(void *object, const char *name, const char *value) {
  return agsafeset(object, (char *)name, (char *)value, "");
}
static inline int navviz_set_html(void *object, const char *name, const char *value) {
  Agraph_t *g = agroot(object);
  char *html = agstrdup_html(g, (char *)value);
  int result = agsafeset(object, (char *)name, html, "");
  agstrfree(g, html);
  return result;
}
static inline Agsym_t *navviz_declare(Agraph_t *g, int kind, const char *name,
                                      const char *fallback) {
  return agattr(g, kind, (char *)name, (char *)fallback);
}

// MARK: - Creation-order IDs

typedef struct {
  char *key;  // interned name (agstrdup), or NAVVIZ_TOMBSTONE
  IDTYPE id;
} navviz_slot;

typedef struct {
  Agraph_t *graph;
  char **names;  // by ID; NULL for anonymous objects
  size_t count, capacity;
  navviz_slot *slots;
  size_t slotCapacity, slotCount;
} navviz_ids;

#define NAVVIZ_TOMBSTONE ((char *)1)

static inline size_t navviz_hash(const char *pointer, size_t capacity) {
  size_t value = (size_t)pointer;
  value ^= value >> 17;
  value *= (size_t)0x9E3779B97F4A7C15ull;
  return (value >> 7) & (capacity - 1);
}

static inline void navviz_ids_rehash(navviz_ids *ids) {
  size_t oldCapacity = ids->slotCapacity;
  navviz_slot *old = ids->slots;
  ids->slotCapacity = oldCapacity ? oldCapacity * 2 : 64;
  ids->slots = (navviz_slot *)calloc(ids->slotCapacity, sizeof(navviz_slot));
  ids->slotCount = 0;
  for (size_t i = 0; i < oldCapacity; i++) {
    char *key = old[i].key;
    if (key == NULL || key == NAVVIZ_TOMBSTONE) continue;
    size_t at = navviz_hash(key, ids->slotCapacity);
    while (ids->slots[at].key != NULL) at = (at + 1) & (ids->slotCapacity - 1);
    ids->slots[at] = old[i];
    ids->slotCount++;
  }
  free(old);
}

static inline navviz_slot *navviz_ids_find(navviz_ids *ids, const char *key) {
  if (ids->slotCapacity == 0) return NULL;
  size_t at = navviz_hash(key, ids->slotCapacity);
  while (ids->slots[at].key != NULL) {
    if (ids->slots[at].key == key) return &ids->slots[at];
    at = (at + 1) & (ids->slotCapacity - 1);
  }
  return NULL;
}

static inline IDTYPE navviz_ids_next(navviz_ids *ids, char *name) {
  if (ids->count == ids->capacity) {
    ids->capacity = ids->capacity ? ids->capacity * 2 : 64;
    ids->names = (char **)realloc(ids->names, ids->capacity * sizeof(char *));
  }
  ids->names[ids->count] = name;
  return (IDTYPE)ids->count++;
}

static void *navviz_ids_open(Agraph_t *g, Agdisc_t *disc) {
  (void)disc;
  navviz_ids *ids = (navviz_ids *)calloc(1, sizeof(navviz_ids));
  ids->graph = g;
  return ids;
}

static long navviz_ids_map(void *state, int objtype, char *str, IDTYPE *id, int createflag) {
  (void)objtype;
  navviz_ids *ids = (navviz_ids *)state;
  if (str == NULL) {
    if (!createflag) return 0;
    *id = navviz_ids_next(ids, NULL);
    return 1;
  }
  char *interned = agstrdup(ids->graph, str);
  navviz_slot *slot = navviz_ids_find(ids, interned);
  if (slot != NULL) {
    agstrfree(ids->graph, interned);
    *id = slot->id;
    return 1;
  }
  if (!createflag) {
    agstrfree(ids->graph, interned);
    return 0;
  }
  if ((ids->slotCount + 1) * 2 > ids->slotCapacity) navviz_ids_rehash(ids);
  size_t at = navviz_hash(interned, ids->slotCapacity);
  while (ids->slots[at].key != NULL && ids->slots[at].key != NAVVIZ_TOMBSTONE)
    at = (at + 1) & (ids->slotCapacity - 1);
  *id = navviz_ids_next(ids, interned);
  ids->slots[at].key = interned;
  ids->slots[at].id = *id;
  ids->slotCount++;
  return 1;
}

static long navviz_ids_alloc(void *state, int objtype, IDTYPE id) {
  (void)state; (void)objtype; (void)id;
  return 0;  // Explicit IDs are never requested by navviz.
}

static void navviz_ids_free(void *state, int objtype, IDTYPE id) {
  (void)objtype;
  navviz_ids *ids = (navviz_ids *)state;
  if (id >= ids->count || ids->names[id] == NULL) return;
  navviz_slot *slot = navviz_ids_find(ids, ids->names[id]);
  if (slot != NULL) slot->key = NAVVIZ_TOMBSTONE;
  agstrfree(ids->graph, ids->names[id]);
  ids->names[id] = NULL;
}

static char *navviz_ids_print(void *state, int objtype, IDTYPE id) {
  (void)objtype;
  navviz_ids *ids = (navviz_ids *)state;
  return id < ids->count ? ids->names[id] : NULL;
}

static void navviz_ids_close(void *state) {
  navviz_ids *ids = (navviz_ids *)state;
  free(ids->names);
  free(ids->slots);
  free(ids);
}

static void navviz_ids_register(void *state, int objtype, void *obj) {
  (void)state; (void)objtype; (void)obj;
}

// MARK: - Writing DOT into memory

/// The channel `agwrite` writes to: a growable byte buffer.
typedef struct {
  char *bytes;
  size_t length, capacity;
} navviz_buffer;

static int navviz_buffer_putstr(void *channel, const char *text) {
  navviz_buffer *buffer = (navviz_buffer *)channel;
  size_t add = strlen(text);
  if (buffer->length + add + 1 > buffer->capacity) {
    size_t capacity = buffer->capacity ? buffer->capacity : 4096;
    while (capacity < buffer->length + add + 1) capacity *= 2;
    buffer->bytes = (char *)realloc(buffer->bytes, capacity);
    buffer->capacity = capacity;
  }
  memcpy(buffer->bytes + buffer->length, text, add + 1);
  buffer->length += add;
  return (int)add;
}

static int navviz_buffer_flush(void *channel) {
  (void)channel;
  return 0;
}

/// Writes `g` as DOT through cgraph's own writer; free `buffer->bytes` afterwards.
static inline int navviz_write(Agraph_t *g, navviz_buffer *buffer) {
  return agwrite(g, buffer);
}

/// Declares, for every graph opened from now on, the default node label `gvContext` declares
/// process-wide (`\N`, the node's name). Doing it before the first graph makes the DOT navviz
/// writes the same whether or not a layout context existed yet.
static inline void navviz_declare_prototype_defaults(void) {
  agattr(NULL, AGNODE, (char *)"label", (char *)"\\N");
}

// MARK: - Reading DOT from memory

/// The channel `agread` reads from: DOT text in memory and how much of it was consumed.
typedef struct {
  const char *bytes;
  size_t length, offset;
} navviz_reader;

static int navviz_reader_read(void *channel, char *into, int capacity) {
  navviz_reader *reader = (navviz_reader *)channel;
  size_t left = reader->length - reader->offset;
  size_t count = left < (size_t)capacity ? left : (size_t)capacity;
  memcpy(into, reader->bytes + reader->offset, count);
  reader->offset += count;
  return (int)count;
}

/// The one discipline of every navviz graph: creation-order IDs, writing into a
/// `navviz_buffer`, reading from a `navviz_reader`.
static inline Agdisc_t *navviz_discipline(void) {
  static Agiddisc_t idDiscipline = {
    navviz_ids_open, navviz_ids_map, navviz_ids_alloc, navviz_ids_free,
    navviz_ids_print, navviz_ids_close, navviz_ids_register,
  };
  static Agiodisc_t ioDiscipline = {navviz_reader_read, navviz_buffer_putstr, navviz_buffer_flush};
  static Agdisc_t discipline;
  discipline.mem = &AgMemDisc;
  discipline.id = &idDiscipline;
  discipline.io = &ioDiscipline;
  return &discipline;
}

/// Opens an empty directed graph with navviz's discipline.
static inline Agraph_t *navviz_open(const char *name) {
  return agopen((char *)name, Agdirected, navviz_discipline());
}

/// `g` written as DOT and read back, with creation-order IDs, as a new graph (close it with
/// `agclose`). Graphviz lays out a graph it read differently from one built in memory (the
/// writer interleaves nodes and edges, so nodes are created in another order); laying out the
/// re-read graph makes every in-process picture byte-identical to `dot` run on navviz's DOT.
static inline Agraph_t *navviz_reread(Agraph_t *g) {
  navviz_buffer buffer = {0};
  if (agwrite(g, &buffer) != 0 || buffer.bytes == NULL) {
    free(buffer.bytes);
    return NULL;
  }
  navviz_reader reader = {buffer.bytes, buffer.length, 0};
  Agraph_t *copy = agread(&reader, navviz_discipline());
  free(buffer.bytes);
  return copy;
}

// MARK: - Errors

/// cgraph reports errors through a process-global callback, in pieces; collect them.
static inline char *navviz_error_buffer(void) {
  static char buffer[4096];
  return buffer;
}

static int navviz_collect_error(char *message) {
  char *buffer = navviz_error_buffer();
  size_t used = strlen(buffer);
  size_t room = 4096 - used - 1;
  if (room > 0) strncat(buffer, message, room);
  return 0;
}

/// Routes cgraph's messages into the buffer and clears it and the error level.
static inline void navviz_errors_begin(void) {
  agseterrf(navviz_collect_error);
  navviz_error_buffer()[0] = '\0';
  agreseterrors();
}

static inline const char *navviz_errors_text(void) { return navviz_error_buffer(); }

// MARK: - Rendering

static inline int navviz_render(GVC_t *gvc, Agraph_t *g, const char *format, char **result,
                                unsigned int *length) {
  return gvRenderData(gvc, g, format, result, length);
}

static inline int navviz_has_plugin(GVC_t *gvc, const char *kind, const char *name) {
  int count = 0;
  char **list = gvPluginList(gvc, kind, &count, NULL);
  int found = 0;
  for (int i = 0; i < count; i++) {
    // Entries look like "dot" or "svg:core"; compare the part before ':'.
    size_t length = strcspn(list[i], ":");
    if (strlen(name) == length && strncmp(list[i], name, length) == 0) found = 1;
    free(list[i]);
  }
  free(list);
  return found;
}

#endif
