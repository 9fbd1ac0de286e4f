import Glibc

// A small full-screen program for the backend's end-to-end tests (and for trying the backend by
// hand); see DemoApp.
exit(DemoApp.run(arguments: Array(CommandLine.arguments.dropFirst())))
