# Sourced by the scripts that count instructions with valgrind (stack-counts.sh,
# scan-counts.sh). Valgrind 3.19 cannot read the DWARF 5 of a Swift binary, so the binary is
# run stripped of debug info (its symbol table stays, so functions keep their names), and it
# crashes in `dispatch_main`, which an async `main` ends in on Linux (the main thread exits and
# waits in `sigsuspend`); a small preloaded library replaces `dispatch_main` with a loop that
# drains the main queue on the main thread, as CFRunLoop does.
#
#   valgrind_swift_prepare WORKDIR BINARY   -> writes WORKDIR/mainloop.so and WORKDIR/binary
valgrind_swift_prepare() {
  local work=$1 binary=$2 lib=/opt/swift/usr/lib/swift/linux
  cat > "$work/mainloop.c" <<'C'
#include <poll.h>
#include <stdint.h>
#include <unistd.h>
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *);
void dispatch_main(void) {
  int fd = _dispatch_get_main_queue_handle_4CF();
  for (;;) {
    struct pollfd p = { fd, POLLIN, 0 };
    poll(&p, 1, -1);
    uint64_t v;
    if (read(fd, &v, sizeof v) < 0) { /* woken anyway */ }
    _dispatch_main_queue_callback_4CF(0);
  }
}
C
  cc -O2 -shared -fPIC -o "$work/mainloop.so" "$work/mainloop.c" -L"$lib" -Wl,-rpath,"$lib" -ldispatch
  strip --strip-debug -o "$work/binary" "$binary"
}
