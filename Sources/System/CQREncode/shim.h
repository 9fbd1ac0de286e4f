// libqrencode's types and constants only. Nothing links against libqrencode: the QRCode module
// loads it with dlopen the first time a QR code is encoded, off the app's start-up path (ADR 0017).
#include <qrencode.h>
