extension Mask {
    /// Sets to 255 every zero pixel that is not 4-connected, through zero pixels, to the mask's
    /// border: the holes that the covered pixels enclose.
    public mutating func fillEnclosedHoles() {
        let width = self.width, height = self.height
        var borderSeeds: [(x: Int, y: Int)] = []
        for x in 0..<width { borderSeeds.append((x, 0)); borderSeeds.append((x, height - 1)) }
        for y in 0..<height { borderSeeds.append((0, y)); borderSeeds.append((width - 1, y)) }
        let outside = coverage.withUnsafeBufferPointer { cov in
            ScanlineFloodFill(width: width, height: height, area: Rect(x: 0, y: 0, width: width, height: height),
                              seeds: borderSeeds) { cov[$0] == 0 }
        }
        outside.filled.withUnsafeBufferPointer { outsideMarks in
            coverage.withUnsafeMutableBufferPointer { cov in
                for i in 0..<cov.count where cov[i] == 0 && outsideMarks[i] == 0 { cov[i] = 255 }
            }
        }
    }
}
