// libmpv's client API types and constants only. Nothing links against libmpv: the AudioPlayback
// module loads it with dlopen on first use, so its ~230 shared libraries never slow the app's
// start (docs/decisions/0013-libmpv-loaded-on-first-play.md).
#include <mpv/client.h>
