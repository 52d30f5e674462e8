// navviz's cgraph discipline, shared by the files that build it (GraphvizIDs.c) and use it
// (GraphvizGraphs.c).
#ifndef NAVVIZ_GRAPHVIZ_DISCIPLINE_H
#define NAVVIZ_GRAPHVIZ_DISCIPLINE_H

#include "GraphvizABI.h"

/// Creation-order IDs (GraphvizIDs.c).
extern navviz_id_disc navviz_creation_order_ids;

/// The one discipline of every navviz graph: creation-order IDs, writing into a
/// `navviz_buffer`, reading from an in-memory reader, in the `Agdisc_t` layout of the loaded
/// Graphviz.
void *navviz_discipline(void);

#endif
