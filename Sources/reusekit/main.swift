import ReuseTools

// The terminal tools, with no graphics library loaded; `render`, `example` and `--window` go to
// reusekit-graphics (Pixels.handOverIfNeeded).
ReuseKitCommand.main()
