// cgraph's error reporting, and layout and rendering through the loaded gvc
// (include/CGraphviz.h).
#include <stdlib.h>
#include <string.h>

#include "GraphvizABI.h"

// MARK: - Errors

/// cgraph reports errors through a process-global callback, in pieces; collect them.
static char errors[4096];

static int collect_error(char *message) {
  size_t used = strlen(errors);
  size_t room = sizeof errors - used - 1;
  if (room > 0) strncat(errors, message, room);
  return 0;
}

void navviz_errors_begin(void) {
  navviz_gv.agseterrf(collect_error);
  errors[0] = '\0';
  navviz_gv.agreseterrors();
}

int navviz_errors_seen(void) { return navviz_gv.agerrors() >= NAVVIZ_AGERR; }

const char *navviz_errors_text(void) { return errors; }

// MARK: - Layout and rendering

navviz_context *navviz_context_create(void) { return navviz_gv.gvContext(); }

void navviz_context_free(navviz_context *gvc) { navviz_gv.gvFreeContext(gvc); }

int navviz_has_plugin(navviz_context *gvc, const char *kind, const char *name) {
  int count = 0;
  char **list = navviz_gv.gvPluginList(gvc, kind, &count, NULL);
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

int navviz_layout(navviz_context *gvc, navviz_graph *g, const char *engine) {
  return navviz_gv.gvLayout(gvc, g, engine);
}

void navviz_free_layout(navviz_context *gvc, navviz_graph *g) { navviz_gv.gvFreeLayout(gvc, g); }

int navviz_render(navviz_context *gvc, navviz_graph *g, const char *format, char **result,
                  size_t *length) {
  *length = 0;
  return navviz_gv.gvRenderData(gvc, g, format, result, length);
}

void navviz_free_render(char *result) { navviz_gv.gvFreeRenderData(result); }
