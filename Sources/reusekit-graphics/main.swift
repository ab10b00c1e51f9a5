import ReuseTools

// reusekit's commands with pixels: windows through SDL2, PNGs through Cairo and Pango.
MainActor.assumeIsolated { Pixels.backend = GraphicsBackend() }
ReuseKitCommand.main()
