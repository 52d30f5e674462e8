#ifndef NAVVIZ_CMALLOCCOUNTER_H
#define NAVVIZ_CMALLOCCOUNTER_H

/// Counts the calls to malloc made by the calling thread between start and stop, so a test can
/// check that a code path allocates nothing. Only where glibc lets a program replace malloc
/// (navviz_malloc_counting_supported() returns 1); elsewhere the count is always 0.
int navviz_malloc_counting_supported(void);
void navviz_malloc_count_start(void);
unsigned long navviz_malloc_count_stop(void);

#endif
