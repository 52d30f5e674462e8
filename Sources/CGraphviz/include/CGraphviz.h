// What navviz calls in Graphviz's C libraries (cgraph + gvc), and the few things Swift cannot
// express over them.
//
// Graphviz is loaded with dlopen when a picture is drawn, not linked: navviz builds without
// Graphviz's headers or pkg-config, and every command that draws nothing runs without the
// library. So nothing here includes <graphviz/...>: the types are opaque or declared below
// with the layout Graphviz's ABI gives them, and every Graphviz function is reached through a
// pointer `navviz_graphviz_open` resolves. The declarations hold for Graphviz 2.42 (Debian 12)
// through current releases (12.x, Homebrew): where those differ (`Agdisc_t` lost its memory
// discipline; `gvPluginList` lost its last argument; `gvRenderData`'s length may be wider),
// the shim handles both.
//
// - An ID discipline that hands out object IDs in creation order. With cgraph's default
//   discipline IDs are string addresses, so two renders of one graph in one process can lay
//   out differently; creation-order IDs make every render byte-identical to `dot`.
// - cgraph's setters take `char *` although they copy every string: const-casting wrappers.
// - Graphviz's descriptor globals are mutable C globals Swift 6 rejects: read here.
// - An error hook that collects cgraph's messages instead of printing them to stderr.
#ifndef NAVVIZ_CGRAPHVIZ_H
#define NAVVIZ_CGRAPHVIZ_H

#include <stddef.h>
#include <stdint.h>

/// cgraph's graph, node and edge, and gvc's context: navviz only passes them back.
typedef struct navviz_graph navviz_graph;
typedef struct navviz_node navviz_node;
typedef struct navviz_edge navviz_edge;
typedef struct navviz_context navviz_context;

/// cgraph's object kinds (`AGRAPH`, `AGNODE`, `AGEDGE`) for attribute declarations.
enum { NAVVIZ_KIND_GRAPH = 0, NAVVIZ_KIND_NODE = 1, NAVVIZ_KIND_EDGE = 2 };

// MARK: - Loading

/// Opens the Graphviz library at `path` (a file name dlopen searches for, or a path) and
/// resolves every function navviz calls. Returns 1 on success; on failure 0, with why in
/// `error` (`size` bytes). Call under the caller's lock; once it succeeded, later calls
/// return 1 at once.
int navviz_graphviz_open(const char *path, char *error, size_t size);

/// Whether `navviz_graphviz_open` has succeeded.
int navviz_graphviz_is_open(void);

// MARK: - Graphs

/// An empty directed graph with navviz's discipline (close it with `navviz_close`).
navviz_graph *navviz_open(const char *name);
void navviz_close(navviz_graph *g);
navviz_graph *navviz_subgraph(navviz_graph *g, const char *name);
navviz_node *navviz_node_named(navviz_graph *g, const char *name);
navviz_edge *navviz_edge_between(navviz_graph *g, navviz_node *tail, navviz_node *head);
int navviz_set(void *object, const char *name, const char *value);
/// Sets an HTML-like attribute value (Graphviz reads `value` as markup, not as text).
int navviz_set_html(void *object, const char *name, const char *value);
void navviz_declare(navviz_graph *g, int kind, const char *name, const char *fallback);

/// Declares, for every graph opened from now on, the default node label `gvContext` declares
/// process-wide (`\N`, the node's name). Doing it before the first graph makes the DOT navviz
/// writes the same whether or not a layout context existed yet.
void navviz_declare_prototype_defaults(void);

// MARK: - DOT in memory

/// A growable byte buffer cgraph writes into; free `bytes` afterwards.
typedef struct {
  char *bytes;
  size_t length, capacity;
} navviz_buffer;

/// Writes `g` as DOT through cgraph's own writer. Returns 0 on success.
int navviz_write(navviz_graph *g, navviz_buffer *buffer);

/// `g` written as DOT and read back, with creation-order IDs, as a new graph (close it with
/// `navviz_close`). Graphviz lays out a graph it read differently from one built in memory (the
/// writer interleaves nodes and edges, so nodes are created in another order); laying out the
/// re-read graph makes every in-process picture byte-identical to `dot` run on navviz's DOT.
navviz_graph *navviz_reread(navviz_graph *g);

/// DOT text read into a graph with cgraph's default discipline, or NULL.
navviz_graph *navviz_read_dot(const char *text);
int navviz_node_count(navviz_graph *g);
int navviz_edge_count(navviz_graph *g);
navviz_node *navviz_first_node(navviz_graph *g);
navviz_node *navviz_next_node(navviz_graph *g, navviz_node *n);
/// An attribute's value, or NULL when the object has none.
const char *navviz_get(void *object, const char *name);
/// Whether `value` (as `navviz_get` returned it) is an HTML-like string.
int navviz_is_html(void *object, const char *value);

// MARK: - Errors

/// Routes cgraph's messages into navviz's buffer and clears it and the error level.
void navviz_errors_begin(void);
/// Whether anything at error level was reported since `navviz_errors_begin`.
int navviz_errors_seen(void);
/// The messages collected since `navviz_errors_begin`.
const char *navviz_errors_text(void);

// MARK: - Layout and rendering

navviz_context *navviz_context_create(void);
void navviz_context_free(navviz_context *gvc);
/// Whether a plugin of `kind` ("layout", "device") named `name` is installed.
int navviz_has_plugin(navviz_context *gvc, const char *kind, const char *name);
int navviz_layout(navviz_context *gvc, navviz_graph *g, const char *engine);
void navviz_free_layout(navviz_context *gvc, navviz_graph *g);
/// Renders a laid-out graph as `format` into a buffer `navviz_free_render` frees.
int navviz_render(navviz_context *gvc, navviz_graph *g, const char *format, char **result,
                  size_t *length);
void navviz_free_render(char *result);

#endif
