// The part of Graphviz's ABI navviz relies on, declared here because navviz builds without
// Graphviz's headers (see include/CGraphviz.h). Each declaration matches cgraph.h and gvc.h
// of Graphviz 2.42 and of current releases; comments say where they differ.
#ifndef NAVVIZ_GRAPHVIZ_ABI_H
#define NAVVIZ_GRAPHVIZ_ABI_H

#include "include/CGraphviz.h"

/// cgraph's object IDs.
typedef uint64_t navviz_id;

/// `Agdesc_t`: eight (later seven) one-bit flags in one `unsigned`, passed by value.
typedef struct {
  unsigned bits;
} navviz_desc;

/// `Agiddisc_t`: how cgraph names objects.
typedef struct {
  void *(*open)(navviz_graph *g, void *disc);
  long (*map)(void *state, int objtype, char *str, navviz_id *id, int createflag);
  long (*alloc)(void *state, int objtype, navviz_id id);
  void (*free)(void *state, int objtype, navviz_id id);
  char *(*print)(void *state, int objtype, navviz_id id);
  void (*close)(void *state);
  void (*idregister)(void *state, int objtype, void *obj);
} navviz_id_disc;

/// `Agiodisc_t`: where cgraph reads and writes DOT.
typedef struct {
  int (*afread)(void *chan, char *buf, int bufsize);
  int (*putstr)(void *chan, const char *str);
  int (*flush)(void *chan);
} navviz_io_disc;

/// `Agdisc_t` up to Graphviz 8: a memory discipline first (`AgMemDisc` is exported then).
typedef struct {
  void *mem;
  navviz_id_disc *id;
  navviz_io_disc *io;
} navviz_disc_with_memory;

/// `Agdisc_t` from Graphviz 9 on: the memory discipline (and `AgMemDisc`) are gone.
typedef struct {
  navviz_id_disc *id;
  navviz_io_disc *io;
} navviz_disc_without_memory;

/// cgraph's error level at or above which a message is an error (`AGERR`).
enum { NAVVIZ_AGERR = 1 };

/// Every Graphviz function and global navviz uses, resolved by `navviz_graphviz_open`.
typedef struct {
  navviz_graph *(*agopen)(char *name, navviz_desc desc, void *disc);
  int (*agclose)(navviz_graph *g);
  navviz_graph *(*agsubg)(navviz_graph *g, char *name, int createflag);
  navviz_node *(*agnode)(navviz_graph *g, char *name, int createflag);
  navviz_edge *(*agedge)(navviz_graph *g, navviz_node *t, navviz_node *h, char *name,
                         int createflag);
  int (*agsafeset)(void *obj, char *name, char *value, char *def);
  char *(*agget)(void *obj, char *name);
  void *(*agattr)(navviz_graph *g, int kind, char *name, const char *value);
  navviz_graph *(*agroot)(void *obj);
  char *(*agstrdup)(navviz_graph *g, const char *s);
  char *(*agstrdup_html)(navviz_graph *g, const char *s);
  // Later releases may add an `is_html` flag; releases without it ignore the extra argument.
  int (*agstrfree)(navviz_graph *g, const char *s, int is_html);
  // An `int` in 2.42 whose value is the string's HTML bit (bit 31, so its low byte is 0), a
  // `bool` later (widened to `int` by the compilers Graphviz is built with): test it != 0.
  int (*aghtmlstr)(const char *s);
  int (*agwrite)(navviz_graph *g, void *chan);
  navviz_graph *(*agread)(void *chan, void *disc);
  navviz_graph *(*agmemread)(const char *text);
  int (*agnnodes)(navviz_graph *g);
  int (*agnedges)(navviz_graph *g);
  navviz_node *(*agfstnode)(navviz_graph *g);
  navviz_node *(*agnxtnode)(navviz_graph *g, navviz_node *n);
  void *(*agseterrf)(int (*handler)(char *));
  int (*agerrors)(void);
  int (*agreseterrors)(void);
  const navviz_desc *Agdirected;
  /// `AgMemDisc`, or NULL from Graphviz 9 on: also says which `Agdisc_t` layout to use.
  void *AgMemDisc;

  navviz_context *(*gvContext)(void);
  int (*gvFreeContext)(navviz_context *gvc);
  int (*gvLayout)(navviz_context *gvc, navviz_graph *g, const char *engine);
  int (*gvFreeLayout)(navviz_context *gvc, navviz_graph *g);
  // The length is an `unsigned int *` in 2.42 and 12.x; navviz passes a zeroed `size_t`, which
  // reads the same on the little-endian machines navviz runs on, and stays right if it widens.
  int (*gvRenderData)(navviz_context *gvc, navviz_graph *g, const char *format, char **result,
                      void *length);
  void (*gvFreeRenderData)(char *data);
  // 2.42 takes a fourth, unused `const char *`; later releases take three arguments and ignore
  // the NULL navviz passes.
  char **(*gvPluginList)(navviz_context *gvc, const char *kind, int *count, const char *unused);
} navviz_graphviz_api;

/// The resolved functions; valid once `navviz_graphviz_open` returned 1.
extern navviz_graphviz_api navviz_gv;

#endif
