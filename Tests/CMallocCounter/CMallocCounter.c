#include "CMallocCounter.h"

// Any libc header defines __GLIBC__ on glibc (through <features.h>); limits.h is the lightest.
#include <limits.h>

#if defined(__GLIBC__)
#include <stddef.h>

// glibc's own allocator, which the replacement below forwards to; free, calloc and realloc
// stay glibc's, so every block still has one owner.
extern void *__libc_malloc(size_t size);

// Per thread, so tests running on other threads do not disturb a count. initial-exec: a
// malloc must never need a TLS lookup that could itself allocate.
static __thread int counting __attribute__((tls_model("initial-exec")));
static __thread unsigned long counted __attribute__((tls_model("initial-exec")));

// Replaces malloc for the whole test process (the executable's definition wins over libc's).
// Swift's runtime allocates objects, arrays and boxes through malloc.
void *malloc(size_t size) {
  if (counting) counted += 1;
  return __libc_malloc(size);
}

int navviz_malloc_counting_supported(void) { return 1; }

void navviz_malloc_count_start(void) {
  counted = 0;
  counting = 1;
}

unsigned long navviz_malloc_count_stop(void) {
  counting = 0;
  return counted;
}

#else

int navviz_malloc_counting_supported(void) { return 0; }
void navviz_malloc_count_start(void) {}
unsigned long navviz_malloc_count_stop(void) { return 0; }

#endif
