// Opening the Graphviz library and resolving what navviz calls (include/CGraphviz.h).
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "GraphvizABI.h"

navviz_graphviz_api navviz_gv;
static int opened = 0;

int navviz_graphviz_is_open(void) { return opened; }

/// `name` from `library`, or NULL with why in `error`.
static void *resolve(void *library, const char *name, const char *path, char *error,
                     size_t size) {
  void *symbol = dlsym(library, name);
  if (symbol == NULL && error != NULL && size > 0 && error[0] == '\0') {
    snprintf(error, size, "%s has no %s (is it Graphviz's libgvc, version 2.42 or later?)",
             path, name);
  }
  return symbol;
}

int navviz_graphviz_open(const char *path, char *error, size_t size) {
  if (opened) return 1;
  if (error != NULL && size > 0) error[0] = '\0';
  // Local: Graphviz's symbols stay out of the process's global scope, where navviz's own
  // exported symbols could otherwise interpose on them or the reverse. libgvc's dependencies
  // (cgraph, cdt) come with it and are searched by dlsym on its handle.
  void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    const char *reason = dlerror();
    if (error != NULL && size > 0) snprintf(error, size, "%s", reason ? reason : path);
    return 0;
  }
  navviz_graphviz_api api;
  memset(&api, 0, sizeof api);
  int missing = 0;
#define NAVVIZ_RESOLVE(name)                                                  \
  do {                                                                        \
    *(void **)&api.name = resolve(library, #name, path, error, size);         \
    if (api.name == NULL) missing = 1;                                        \
  } while (0)
  NAVVIZ_RESOLVE(agopen);
  NAVVIZ_RESOLVE(agclose);
  NAVVIZ_RESOLVE(agsubg);
  NAVVIZ_RESOLVE(agnode);
  NAVVIZ_RESOLVE(agedge);
  NAVVIZ_RESOLVE(agsafeset);
  NAVVIZ_RESOLVE(agget);
  NAVVIZ_RESOLVE(agattr);
  NAVVIZ_RESOLVE(agroot);
  NAVVIZ_RESOLVE(agstrdup);
  NAVVIZ_RESOLVE(agstrdup_html);
  NAVVIZ_RESOLVE(agstrfree);
  NAVVIZ_RESOLVE(aghtmlstr);
  NAVVIZ_RESOLVE(agwrite);
  NAVVIZ_RESOLVE(agread);
  NAVVIZ_RESOLVE(agmemread);
  NAVVIZ_RESOLVE(agnnodes);
  NAVVIZ_RESOLVE(agnedges);
  NAVVIZ_RESOLVE(agfstnode);
  NAVVIZ_RESOLVE(agnxtnode);
  NAVVIZ_RESOLVE(agseterrf);
  NAVVIZ_RESOLVE(agerrors);
  NAVVIZ_RESOLVE(agreseterrors);
  NAVVIZ_RESOLVE(Agdirected);
  NAVVIZ_RESOLVE(gvContext);
  NAVVIZ_RESOLVE(gvFreeContext);
  NAVVIZ_RESOLVE(gvLayout);
  NAVVIZ_RESOLVE(gvFreeLayout);
  NAVVIZ_RESOLVE(gvRenderData);
  NAVVIZ_RESOLVE(gvFreeRenderData);
  NAVVIZ_RESOLVE(gvPluginList);
#undef NAVVIZ_RESOLVE
  // Optional: present up to Graphviz 8 only.
  api.AgMemDisc = dlsym(library, "AgMemDisc");
  if (missing) {
    dlclose(library);
    return 0;
  }
  // Never closed: Graphviz keeps process-wide state (plugins, error hooks) for the process.
  navviz_gv = api;
  opened = 1;
  return 1;
}
