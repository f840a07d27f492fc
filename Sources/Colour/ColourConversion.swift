import Raster

/// Moves colours from one space into another, relative colorimetric (what is out of the target's
/// gamut is clipped), as Little CMS would. Between matrix/TRC spaces our own engine does it: the
/// source's curve as a table of 256 linear values a channel, one 3 × 3 matrix (source colorants,
/// then the target's inverted), and the target's curve inverted as a table indexed by the square
/// root of linear light (fine where the curves are steep, near black). Other profiles go through
/// an lcms2 transform. Invariant: converting between equal spaces is the identity and builds
/// nothing (`isIdentity`), so sRGB stays byte for byte what it was.
public struct ColourConversion: Sendable {
    public let source: ColourSpace
    public let target: ColourSpace
    let engine: Engine

    enum Engine: Sendable {
        case identity
        case tables(ConversionTables)
        case littleCMS(LCMSTransform)
    }

    public var isIdentity: Bool { if case .identity = engine { true } else { false } }

    /// The conversion from `source` into `target`; the identity when they are equal.
    public init(from source: ColourSpace, to target: ColourSpace) {
        self.source = source
        self.target = target
        engine = source == target ? .identity : ConversionCache.shared.engine(from: source, to: target)
    }

    /// Converts every pixel of `image` in place (premultiplied: each visible pixel's colour is
    /// straightened, converted and multiplied back; clear pixels stay clear).
    public func apply(to image: inout Image) {
        switch engine {
        case .identity: return
        case .tables(let tables):
            let width = image.width, height = image.height
            image.withUnsafeMutableBytes { raw in
                let words = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
                Parallel.forEachRowBand(width: width, height: height) { rows in
                    tables.convert(words + rows.lowerBound * width, count: rows.count * width)
                }
            }
        case .littleCMS(let transform):
            let width = image.width, height = image.height
            image.withUnsafeMutableBytes { raw in
                let words = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
                Parallel.forEachRowBand(width: width, height: height) { rows in
                    let start = words + rows.lowerBound * width, count = rows.count * width
                    Self.straighten(start, count: count)
                    transform.convert(start, into: start, count: count)
                    Self.premultiply(start, count: count)
                }
            }
        }
    }

    /// The image converted (the image itself when the conversion is the identity).
    public func applied(to image: Image) -> Image {
        if isIdentity { return image }
        var copy = image
        apply(to: &copy)
        return copy
    }

    /// One straight colour converted; its alpha kept.
    public func convert(_ colour: StraightRGBA8) -> StraightRGBA8 {
        if isIdentity { return colour }
        var word = StraightRGBA8(r: colour.r, g: colour.g, b: colour.b, a: 255).premultiplied.packed
        withUnsafeMutablePointer(to: &word) { pointer in
            switch engine {
            case .identity: break
            case .tables(let tables): tables.convert(pointer, count: 1)
            case .littleCMS(let transform): transform.convert(pointer, into: pointer, count: 1)
            }
        }
        return StraightRGBA8(r: UInt8(word & 0xFF), g: UInt8(word >> 8 & 0xFF), b: UInt8(word >> 16 & 0xFF), a: colour.a)
    }

    /// One premultiplied colour converted.
    public func convert(_ colour: PremultipliedRGBA8) -> PremultipliedRGBA8 {
        if isIdentity || colour.a == 0 { return colour }
        return convert(colour.straight).premultiplied
    }

    static func straighten(_ words: UnsafeMutablePointer<UInt32>, count: Int) {
        for i in 0..<count {
            let w = words[i], a = UInt8(w >> 24)
            if a == 255 || a == 0 { continue }
            let r = Premultiply.unpremultiply(UInt8(w & 0xFF), a), g = Premultiply.unpremultiply(UInt8(w >> 8 & 0xFF), a)
            let b = Premultiply.unpremultiply(UInt8(w >> 16 & 0xFF), a)
            words[i] = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
        }
    }

    static func premultiply(_ words: UnsafeMutablePointer<UInt32>, count: Int) {
        for i in 0..<count {
            let w = words[i], a = UInt8(w >> 24)
            if a == 255 { continue }
            if a == 0 { words[i] = 0; continue }
            let r = Premultiply.multiply(UInt8(w & 0xFF), a), g = Premultiply.multiply(UInt8(w >> 8 & 0xFF), a)
            let b = Premultiply.multiply(UInt8(w >> 16 & 0xFF), a)
            words[i] = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
        }
    }
}

/// Our engine's tables for one conversion between matrix/TRC spaces. Invariant: `linear` holds
/// 3 × 256 values, `encode` 3 × `encodeSize` codes, where entry i of a channel is the code
/// nearest (in the target's encoding) to linear light (i / (encodeSize − 1))².
final class ConversionTables: @unchecked Sendable {
    static let encodeSize = 4096
    let linear: [Float]
    let columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)
    let encode: [UInt8]

    init(from source: MatrixShaper, to target: MatrixShaper) {
        linear = source.linear[0] + source.linear[1] + source.linear[2]
        let m = target.colorants.inverted! * source.colorants
        func column(_ c: Int) -> SIMD4<Float> { SIMD4(Float(m.rows[0][c]), Float(m.rows[1][c]), Float(m.rows[2][c]), 0) }
        columns = (column(0), column(1), column(2))
        var encode = [UInt8](repeating: 0, count: 3 * Self.encodeSize)
        let last = Float(Self.encodeSize - 1)
        for channel in 0..<3 {
            let midpoints = target.midpoints[channel]
            var code = 0
            for i in 0..<Self.encodeSize {
                let s = Float(i) / last, light = s * s
                while code < 255 && light >= midpoints[code] { code += 1 }
                encode[channel * Self.encodeSize + i] = UInt8(code)
            }
        }
        self.encode = encode
    }

    /// Converts `count` premultiplied pixels in place. Clear pixels and runs of one colour (bezel
    /// art is nine tenths clear; bodies, flat backgrounds and app screens are long runs) are
    /// settled eight at a time from one vector comparison; only where the colour changes is a
    /// pixel converted.
    func convert(_ words: UnsafeMutablePointer<UInt32>, count: Int) {
        linear.withUnsafeBufferPointer { linearBuffer in
            encode.withUnsafeBufferPointer { encodeBuffer in
                let lr = linearBuffer.baseAddress!, lg = lr + 256, lb = lr + 512
                let er = encodeBuffer.baseAddress!, eg = er + Self.encodeSize, eb = eg + Self.encodeSize
                let (c0, c1, c2) = columns
                let scale = SIMD4<Float>(repeating: Float(Self.encodeSize - 1))
                var lastIn: UInt32 = 0, lastOut: UInt32 = 0
                var i = 0
                while i < count {
                    if count - i >= 8 {
                        // (Lane reductions: `all` of a lane mask compiles to a loop over the lanes.)
                        let eight = UnsafeRawPointer(words + i).loadUnaligned(as: SIMD8<UInt32>.self)
                        if eight.max() == 0 { i &+= 8; continue }
                        if (eight ^ SIMD8(repeating: lastIn)).max() == 0 {
                            UnsafeMutableRawPointer(words + i).storeBytes(of: SIMD8(repeating: lastOut), as: SIMD8<UInt32>.self)
                            i &+= 8
                            continue
                        }
                    }
                    let w = words[i]
                    i &+= 1
                    if w == lastIn { words[i &- 1] = lastOut; continue }
                    let a = UInt8(truncatingIfNeeded: w >> 24)
                    if a == 0 { continue }
                    var r = UInt8(truncatingIfNeeded: w), g = UInt8(truncatingIfNeeded: w >> 8)
                    var b = UInt8(truncatingIfNeeded: w >> 16)
                    if a != 255 {
                        r = Premultiply.unpremultiply(r, a); g = Premultiply.unpremultiply(g, a); b = Premultiply.unpremultiply(b, a)
                    }
                    var v = c0 * lr[Int(r)] + c1 * lg[Int(g)] + c2 * lb[Int(b)]
                    v = pointwiseMin(pointwiseMax(v, .zero), SIMD4(repeating: 1))
                    // (Truncating explicitly: the checked conversion is a generic loop with a trap a lane.)
                    let index = SIMD4<Int32>(v.squareRoot() * scale + 0.5, rounding: .towardZero)
                    var ro = er[Int(index.x)], go = eg[Int(index.y)], bo = eb[Int(index.z)]
                    if a != 255 {
                        ro = Premultiply.multiply(ro, a); go = Premultiply.multiply(go, a); bo = Premultiply.multiply(bo, a)
                    }
                    let out = UInt32(ro) | UInt32(go) << 8 | UInt32(bo) << 16 | UInt32(a) << 24
                    words[i &- 1] = out
                    lastIn = w; lastOut = out
                }
            }
        }
    }
}
