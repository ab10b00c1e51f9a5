import ReuseTerminal

/// Feeds the fuzz input to ReuseTerminal's `InputParser` twice: whole, and cut into reads whose lengths the
/// first byte picks. Stops if the parser crashes (a number too large for an Int, an index out of range) or
/// the two give different events: what bytes mean must not depend on where a read ended.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let cuts = Int(start[0])
    let bytes = Array(UnsafeBufferPointer(start: start + 1, count: count - 1))
    var whole = InputParser()
    let expected = whole.feed(bytes) + whole.flush()
    var pieces = InputParser()
    var events: [InputEvent] = []
    var offset = 0
    var step = 0
    while offset < bytes.count {
        // Read lengths from 1 to 8, in a pattern set by the first byte.
        let length = 1 + (cuts >> (step % 6)) % 8
        let end = min(bytes.count, offset + length)
        events += pieces.feed(bytes[offset..<end])
        offset = end
        step += 1
    }
    events += pieces.flush()
    precondition(events == expected, "cut into reads, \(bytes) gave \(events) instead of \(expected)")
    return 0
}
