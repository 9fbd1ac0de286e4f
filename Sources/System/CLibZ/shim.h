#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H
// zlib (Debian: zlib1g-dev), linked: the PNG encoder's DEFLATE and CRC-32 (ADR 0028).
#include <zlib.h>
#endif
