extension Image {
    /// A copy with storage of its own, written in row bands across the cores. Assigning an image
    /// and then changing it copies it too, but on one core, the first time it is written; this
    /// copy shares the first touch of the fresh pages (most of the cost for tens of MB) out.
    public func copiedAcrossCores() -> Image {
        let width = self.width, height = self.height
        return withUnsafeBytes { source in
            Image(uninitializedWidth: width, height: height, writingEveryByteWith: { destination in
                let from = source.baseAddress!, to = destination.baseAddress!
                Parallel.forEachRowBand(width: width, height: height) { rows in
                    let start = rows.lowerBound * width * 4
                    (to + start).copyMemory(from: from + start, byteCount: rows.count * width * 4)
                }
            })
        }
    }
}
