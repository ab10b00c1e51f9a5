// UniformTypeIdentifiers' name on Linux, so that `import UniformTypeIdentifiers` in UIKit code (drag and drop,
// item providers, document pickers) builds unchanged: `UTType` is ReuseKit's `ReuseKit/UTType`.
@_exported import struct ReuseKit.UTType
