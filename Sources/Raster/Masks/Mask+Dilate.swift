extension Mask {
    /// The coverage grown by a disc of `radius` px (a grey-scale dilation): each pixel takes the
    /// largest coverage within the disc around it, each neighbour's weighed by how much of a
    /// pixel at its distance lies inside the disc (1 inside, 0 beyond `radius` + ½), so the grown
    /// edge stays anti-aliased and corners come out round. What an outline drawn outside a
    /// shape covers; the mask keeps its size (coverage grown past its edges is cut off).
    public func dilated(by radius: Double) -> Mask {
        guard radius > 0, radius.isFinite else { return self }
        let reach = Int((radius + 0.5).rounded(.up))
        // The disc's offsets, weights out of 256, the full ones first.
        var offsets: [(dx: Int, dy: Int, weight: UInt32)] = []
        for dy in -reach...reach {
            for dx in -reach...reach {
                let d = Double(dx * dx + dy * dy).squareRoot()
                let w = min(1, max(0, radius + 0.5 - d))
                if w > 0 { offsets.append((dx, dy, UInt32((w * 256).rounded()))) }
            }
        }
        offsets.sort { $0.weight > $1.weight }
        let width = self.width, height = self.height
        var out = [UInt8](repeating: 0, count: width * height)
        coverage.withUnsafeBufferPointer { sourceBuffer in
            out.withUnsafeMutableBufferPointer { outBuffer in
                let source = sourceBuffer.baseAddress!, target = outBuffer.baseAddress!
                offsets.withUnsafeBufferPointer { disc in
                    Parallel.forEachRowBand(width: width, height: height) { rows in
                        for y in rows {
                            for x in 0..<width {
                                var best: UInt32 = 0
                                for o in disc {
                                    // Offsets come heaviest first: a lighter one cannot beat 255 × its weight.
                                    if o.weight < 256 && best >= (255 * o.weight) >> 8 { break }
                                    let sx = x + o.dx, sy = y + o.dy
                                    guard sx >= 0, sx < width, sy >= 0, sy < height else { continue }
                                    let v = (UInt32(source[sy * width + sx]) * o.weight) >> 8
                                    if v > best { best = v; if best == 255 && o.weight == 256 { break } }
                                }
                                target[y * width + x] = UInt8(best)
                            }
                        }
                    }
                }
            }
        }
        return Mask(width: width, height: height, coverage: out)
    }
}
