/// The whole `alignment`-sized blocks inside a buffer: what page advice (`madvise`) may cover
/// without touching memory outside it. Invariant: `start` is a multiple of the alignment, and
/// `start ..< start + length` lies inside the buffer with `length` > 0.
struct AlignedSpan {
    let start: Int
    let length: Int

    /// nil when the buffer holds no whole block.
    init?(_ buffer: UnsafeMutableRawBufferPointer, alignment: Int) {
        guard alignment > 0, let base = buffer.baseAddress else { return nil }
        let first = (Int(bitPattern: base) + alignment - 1) / alignment * alignment
        let end = (Int(bitPattern: base) + buffer.count) / alignment * alignment
        guard end > first else { return nil }
        (start, length) = (first, end - first)
    }

    /// The span's first byte.
    var pointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: start)! }
}
