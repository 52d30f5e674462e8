// Building, writing and reading graphs through the loaded cgraph (include/CGraphviz.h).
#include <stdlib.h>
#include <string.h>

#include "GraphvizDiscipline.h"

// MARK: - The discipline

static int buffer_putstr(void *channel, const char *text) {
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

static int buffer_flush(void *channel) {
  (void)channel;
  return 0;
}

/// The channel `agread` reads from: DOT text in memory and how much of it was consumed.
typedef struct {
  const char *bytes;
  size_t length, offset;
} reader;

static int reader_read(void *channel, char *into, int capacity) {
  reader *source = (reader *)channel;
  size_t left = source->length - source->offset;
  size_t count = left < (size_t)capacity ? left : (size_t)capacity;
  memcpy(into, source->bytes + source->offset, count);
  source->offset += count;
  return (int)count;
}

void *navviz_discipline(void) {
  static navviz_io_disc io = {reader_read, buffer_putstr, buffer_flush};
  static navviz_disc_with_memory withMemory;
  static navviz_disc_without_memory withoutMemory;
  if (navviz_gv.AgMemDisc != NULL) {
    withMemory.mem = navviz_gv.AgMemDisc;
    withMemory.id = &navviz_creation_order_ids;
    withMemory.io = &io;
    return &withMemory;
  }
  withoutMemory.id = &navviz_creation_order_ids;
  withoutMemory.io = &io;
  return &withoutMemory;
}

// MARK: - Graphs

navviz_graph *navviz_open(const char *name) {
  return navviz_gv.agopen((char *)name, *navviz_gv.Agdirected, navviz_discipline());
}

void navviz_close(navviz_graph *g) { navviz_gv.agclose(g); }

navviz_graph *navviz_subgraph(navviz_graph *g, const char *name) {
  return navviz_gv.agsubg(g, (char *)name, 1);
}

navviz_node *navviz_node_named(navviz_graph *g, const char *name) {
  return navviz_gv.agnode(g, (char *)name, 1);
}

navviz_edge *navviz_edge_between(navviz_graph *g, navviz_node *tail, navviz_node *head) {
  return navviz_gv.agedge(g, tail, head, NULL, 1);
}

int navviz_set(void *object, const char *name, const char *value) {
  return navviz_gv.agsafeset(object, (char *)name, (char *)value, (char *)"");
}

int navviz_set_html(void *object, const char *name, const char *value) {
  navviz_graph *g = navviz_gv.agroot(object);
  char *html = navviz_gv.agstrdup_html(g, value);
  int result = navviz_gv.agsafeset(object, (char *)name, html, (char *)"");
  navviz_gv.agstrfree(g, html, 1);
  return result;
}

void navviz_declare(navviz_graph *g, int kind, const char *name, const char *fallback) {
  navviz_gv.agattr(g, kind, (char *)name, fallback);
}

void navviz_declare_prototype_defaults(void) {
  navviz_gv.agattr(NULL, NAVVIZ_KIND_NODE, (char *)"label", "\\N");
}

// MARK: - DOT in memory

int navviz_write(navviz_graph *g, navviz_buffer *buffer) { return navviz_gv.agwrite(g, buffer); }

navviz_graph *navviz_reread(navviz_graph *g) {
  navviz_buffer buffer = {0};
  if (navviz_gv.agwrite(g, &buffer) != 0 || buffer.bytes == NULL) {
    free(buffer.bytes);
    return NULL;
  }
  reader source = {buffer.bytes, buffer.length, 0};
  navviz_graph *copy = navviz_gv.agread(&source, navviz_discipline());
  free(buffer.bytes);
  return copy;
}

navviz_graph *navviz_read_dot(const char *text) { return navviz_gv.agmemread(text); }
int navviz_node_count(navviz_graph *g) { return navviz_gv.agnnodes(g); }
int navviz_edge_count(navviz_graph *g) { return navviz_gv.agnedges(g); }
navviz_node *navviz_first_node(navviz_graph *g) { return navviz_gv.agfstnode(g); }
navviz_node *navviz_next_node(navviz_graph *g, navviz_node *n) {
  return navviz_gv.agnxtnode(g, n);
}

const char *navviz_get(void *object, const char *name) {
  return navviz_gv.agget(object, (char *)name);
}

int navviz_is_html(void *object, const char *value) {
  (void)object;
  return navviz_gv.aghtmlstr(value) != 0;
}
