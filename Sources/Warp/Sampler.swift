/// How the warp engine reconstructs the source between pixel centres. Either way the source is
/// extended beyond its border by repeating its edge pixels (the clip polygon, not the sampler,
/// decides where a warped image ends), and colours stay premultiplied.
public enum Sampler: Sendable, Hashable {
    /// 2×2 taps, weights linear in the distance to each pixel centre.
    case bilinear
    /// 4×4 taps, Catmull–Rom cubic (a = −0.5): sharper, reproduces linear gradients; colour is
    /// clamped to alpha after filtering so overshoot keeps the premultiplied invariant.
    case bicubic
}

/// A source image seen as a field of premultiplied colours, addressed in continuous pixel
/// coordinates; the two samplers are two `PixelKernel`s of the one engine.
struct SourceField {
    let base: UnsafePointer<UInt32>
    let width: Int
    let height: Int

    /// The pixel index left of (or above) a continuous coordinate's sample point, and the
    /// fraction past it: floor(c − 0.5) and the remainder, with c first held to a few pixels
    /// around the image so far-off coordinates cannot overflow.
    @inline(__always) func split(_ c: Double, _ extent: Int) -> (Int, Float) {
        let p = min(max(c - 0.5, -4), Double(extent) + 4)
        // Round to nearest through the 1.5·2⁵² trick (no trapping conversion), then step down.
        var i = Int(Int32(truncatingIfNeeded: (p + 6_755_399_441_055_744.0).bitPattern))
        if Double(i) > p { i &-= 1 }
        return (i, Float(p - Double(i)))
    }

    /// A continuous coordinate's sample point, c − 0.5, in 1/256 px, rounded: pixel index in the
    /// high bits, fraction in the low 8 (held to a few pixels around the image first).
    @inline(__always) func fixed(_ c: Double, _ extent: Int) -> Int {
        let p = min(max(c - 0.5, -4), Double(extent) + 4) * 256
        return Int(Int32(truncatingIfNeeded: (p + 6_755_399_441_055_744.0).bitPattern))
    }

    /// `fixed` at eight coordinates: the same operations lane by lane (`max` and `min` as the
    /// scalar ones choose, NaN included), so the same values.
    @inline(__always) func fixed(_ c: SIMD8<Double>, _ extent: Int) -> SIMD8<Int32> {
        var p = c - 0.5
        p.replace(with: -4, where: p .<= -4)
        let high = Double(extent) + 4
        p.replace(with: high, where: p .> high)
        let bits = unsafeBitCast(p * 256 + 6_755_399_441_055_744.0, to: SIMD8<UInt64>.self)
        return SIMD8<Int32>(truncatingIfNeeded: bits)
    }

    @inline(__always) func texel(_ x: Int, _ y: Int) -> SIMD4<Float> { PixelWord.unpack(base[y * width + x]) }
}

/// A reconstruction filter: the premultiplied colour (0…255 per channel) at a continuous point.
/// Kernels whose weights are non-negative integers summing to 256 may also hand out the raw
/// 16-bit lanes (`ChannelLanes`), which the engine packs without a round trip through Float.
protocol PixelKernel {
    static var hasLanes: Bool { get }
    static func sample(_ field: SourceField, _ u: Double, _ v: Double) -> SIMD4<Float>
    static func lanes(_ field: SourceField, _ u: Double, _ v: Double) -> UInt64
    /// `lanes` at the first `count` of eight points, handed to `body` with their lane number;
    /// false, having called nothing, when the kernel has no such path for these points.
    static func lanes(_ field: SourceField, _ u: SIMD8<Double>, _ v: SIMD8<Double>, count: Int,
                      _ body: (Int, UInt64) -> Void) -> Bool
}

/// Four premultiplied channels × 256 in the 16-bit lanes of a UInt64: R, B, G, A at bits 0, 16, 32, 48.
enum ChannelLanes {
    /// The channels as Floats 0…255 (exact: 8 fractional bits).
    @inline(__always) static func float(_ l: UInt64) -> SIMD4<Float> {
        SIMD4(Float(UInt32(truncatingIfNeeded: l & 0xFFFF)), Float(UInt32(truncatingIfNeeded: (l &>> 32) & 0xFFFF)),
              Float(UInt32(truncatingIfNeeded: (l &>> 16) & 0xFFFF)), Float(UInt32(truncatingIfNeeded: l &>> 48)))
            * (1.0 / 256)
    }

    /// `UInt64(f * 256 + 0.5)`, the `rgbScale` of a multiplier 0 ≤ f ≤ 1, at eight multipliers
    /// (lanes outside that range are garbage): the truncation is the 1.5·2⁵² trick's
    /// round-to-nearest, one less where that rounded up.
    @inline(__always) static func rgbScales(_ f: SIMD8<Double>) -> SIMD8<Int32> {
        let x = f * 256 + 0.5
        let magic = 6_755_399_441_055_744.0
        var whole = (x + magic) - magic
        whole.replace(with: whole - 1, where: whole .> x)
        return SIMD8<Int32>(truncatingIfNeeded: unsafeBitCast(whole + magic, to: SIMD8<UInt64>.self))
    }

    /// Rounded to bytes, colour scaled by `rgbScale`/256 (≤ 256, alpha untouched), packed as a pixel word.
    @inline(__always) static func pack(_ l: UInt64, rgbScale: UInt64) -> UInt32 {
        var x = ((l &+ 0x0080_0080_0080_0080) &>> 8) & 0x00FF_00FF_00FF_00FF
        if rgbScale != 256 {
            let alpha = x & 0x00FF_0000_0000_0000
            x = (((x & 0x0000_00FF_00FF_00FF) &* rgbScale &+ 0x0000_0080_0080_0080) &>> 8) & 0x0000_00FF_00FF_00FF | alpha
        }
        return UInt32(truncatingIfNeeded: x | x &>> 24)
    }
}

/// 2×2 bilinear taps with clamp-to-edge addressing, in fixed point: positions are rounded to
/// 1/256 px (one conversion gives the pixel and the fraction), weights are integers summing to
/// 256, and the four channels are interpolated at once in 16-bit lanes of one UInt64 (SWAR).
/// Exact at whole-pixel positions; the result keeps 8 fractional bits.
enum BilinearKernel: PixelKernel {
    /// The four channels of a pixel word spread into 16-bit lanes: R, B, G, A at bits 0, 16, 32, 48.
    @inline(__always) static func spread(_ w: UInt32) -> UInt64 {
        let p = UInt64(w)
        return (p | p &<< 24) & 0x00FF_00FF_00FF_00FF
    }

    static var hasLanes: Bool { true }

    @inline(__always)
    static func sample(_ f: SourceField, _ u: Double, _ v: Double) -> SIMD4<Float> { ChannelLanes.float(lanes(f, u, v)) }

    @inline(__always)
    static func lanes(_ f: SourceField, _ u: Double, _ v: Double) -> UInt64 {
        let fu = f.fixed(u, f.width), fv = f.fixed(v, f.height)
        var x0 = fu &>> 8, y0 = fv &>> 8
        let wx = UInt64(truncatingIfNeeded: fu & 255), wy = UInt64(truncatingIfNeeded: fv & 255)
        var x1 = x0 &+ 1, y1 = y0 &+ 1
        if x0 < 0 || x1 >= f.width || y0 < 0 || y1 >= f.height {
            x0 = min(max(x0, 0), f.width - 1); x1 = min(max(x1, 0), f.width - 1)
            y0 = min(max(y0, 0), f.height - 1); y1 = min(max(y1, 0), f.height - 1)
        }
        let w11 = (wx &* wy &+ 128) &>> 8
        let w10 = wx &- w11, w01 = wy &- w11, w00 = 256 &- wx &- wy &+ w11
        let r0 = f.base + y0 &* f.width, r1 = f.base + y1 &* f.width
        return spread(r0[x0]) &* w00 &+ spread(r0[x1]) &* w10 &+ spread(r1[x0]) &* w01 &+ spread(r1[x1]) &* w11
    }

    /// False when a tap column would need clamping; rows are clamped here. Each pixel's two
    /// taps in a row are read as one word and weighted two lanes at a time: the even bytes (R, B)
    /// and the odd ones (G, A) of both taps, times `w10 + w00·2³²` (`w11 + w01·2³²` for the lower
    /// row), sum in the upper two 16-bit lanes to the same integers as `lanes` (no lane carries:
    /// every partial sum is at most 255 × 256).
    @inline(__always)
    static func lanes(_ f: SourceField, _ u: SIMD8<Double>, _ v: SIMD8<Double>, count: Int,
                      _ body: (Int, UInt64) -> Void) -> Bool {
        // Indices are Int32 lanes here: fine for any source under 2³¹ pixels.
        guard f.width &* f.height < Int(Int32.max) else { return false }
        let fu = f.fixed(u, f.width), fv = f.fixed(v, f.height)
        let x0 = fu &>> 8, y0 = fv &>> 8
        // Every used lane's columns x0 and x0 + 1 inside the row: the sign bits of x0 and of
        // width − 2 − x0, masked to the first `count` lanes, all clear.
        let used = (SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7) &- Int32(truncatingIfNeeded: count)) &>> 31
        let signs = unsafeBitCast((x0 | (Int32(truncatingIfNeeded: f.width - 2) &- x0)) & used, to: SIMD4<UInt64>.self)
        guard (signs.x | signs.y | signs.z | signs.w) & 0x8000_0000_8000_0000 == 0 else { return false }
        let wx = fu & 255, wy = fv & 255
        let w11 = (wx &* wy &+ 128) &>> 8
        let w10 = wx &- w11, w01 = wy &- w11, w00 = 256 &- wx &- wy &+ w11
        let width = Int32(truncatingIfNeeded: f.width)
        let top = clamp(y0, f.height - 1) &* width &+ x0, bottom = clamp(y0 &+ 1, f.height - 1) &* width &+ x0
        let upper = SIMD8<UInt64>(truncatingIfNeeded: w10) | SIMD8<UInt64>(truncatingIfNeeded: w00) &<< 32
        let lower = SIMD8<UInt64>(truncatingIfNeeded: w11) | SIMD8<UInt64>(truncatingIfNeeded: w01) &<< 32
        // Read lane by lane from memory: indexing the vectors themselves copies them each time.
        var table = (upper, lower, top, bottom)
        withUnsafeBytes(of: &table) { raw in
            let t = raw.baseAddress!, rows = 2 * MemoryLayout<SIMD8<UInt64>>.stride
            let texels = UnsafeRawPointer(f.base)
            let m: UInt64 = 0x00FF_00FF_00FF_00FF
            for i in 0..<count {
                let top = Int(t.load(fromByteOffset: rows + 4 * i, as: Int32.self))
                let bottom = Int(t.load(fromByteOffset: rows + 32 + 4 * i, as: Int32.self))
                let a = texels.loadUnaligned(fromByteOffset: top &* 4, as: UInt64.self)
                let b = texels.loadUnaligned(fromByteOffset: bottom &* 4, as: UInt64.self)
                let k0 = t.load(fromByteOffset: 8 * i, as: UInt64.self), k1 = t.load(fromByteOffset: 64 + 8 * i, as: UInt64.self)
                let even = (a & m) &* k0 &+ (b & m) &* k1
                let odd = ((a &>> 8) & m) &* k0 &+ ((b &>> 8) & m) &* k1
                body(i, even &>> 32 | odd & 0xFFFF_FFFF_0000_0000)
            }
        }
        return true
    }

    /// Each lane held to 0…`high` with shifts and masks (the generic integer SIMD comparisons
    /// are scalar loops).
    @inline(__always) private static func clamp(_ x: SIMD8<Int32>, _ high: Int) -> SIMD8<Int32> {
        let low = x & ~(x &>> 31)
        let over = low &- Int32(truncatingIfNeeded: high)
        return Int32(truncatingIfNeeded: high) &+ (over & (over &>> 31))
    }
}

/// 4×4 Catmull–Rom taps with clamp-to-edge addressing.
enum BicubicKernel: PixelKernel {
    static var hasLanes: Bool { false }
    static func lanes(_ f: SourceField, _ u: Double, _ v: Double) -> UInt64 { preconditionFailure("no lanes") }
    static func lanes(_ f: SourceField, _ u: SIMD8<Double>, _ v: SIMD8<Double>, count: Int,
                      _ body: (Int, UInt64) -> Void) -> Bool {
        false
    }

    @inline(__always)
    static func weights(_ t: Float) -> SIMD4<Float> {
        let t2: Float = t * t, t3: Float = t2 * t
        let w0: Float = -0.5 * t3 + t2 - 0.5 * t
        let w1: Float = 1.5 * t3 - 2.5 * t2 + 1
        let w2: Float = -1.5 * t3 + 2 * t2 + 0.5 * t
        let w3: Float = 0.5 * t3 - 0.5 * t2
        return SIMD4(w0, w1, w2, w3)
    }

    @inline(__always)
    static func sample(_ f: SourceField, _ u: Double, _ v: Double) -> SIMD4<Float> {
        let (x0, tx) = f.split(u, f.width), (y0, ty) = f.split(v, f.height)
        let wx = weights(tx), wy = weights(ty)
        var xs = SIMD4<Int>(x0 - 1, x0, x0 + 1, x0 + 2)
        for i in 0..<4 { xs[i] = min(max(xs[i], 0), f.width - 1) }
        var sum = SIMD4<Float>(repeating: 0)
        for j in 0..<4 {
            let y = min(max(y0 - 1 + j, 0), f.height - 1)
            var row: SIMD4<Float> = f.texel(xs[0], y) * wx[0]
            row += f.texel(xs[1], y) * wx[1]
            row += f.texel(xs[2], y) * wx[2]
            row += f.texel(xs[3], y) * wx[3]
            sum += row * wy[j]
        }
        let a = min(max(sum.w, 0), 255)
        return SIMD4(min(max(sum.x, 0), a), min(max(sum.y, 0), a), min(max(sum.z, 0), a), a)
    }
}

/// Conversions between a premultiplied RGBA8 pixel as one little-endian word (R in the low byte)
/// and four Floats 0…255. Scalar conversions on purpose: the generic SIMD integer↔float
/// initialisers are not specialised into vector code and cost more than the whole warp.
enum PixelWord {
    @inline(__always) static func unpack(_ w: UInt32) -> SIMD4<Float> {
        SIMD4(Float(w & 0xFF), Float((w >> 8) & 0xFF), Float((w >> 16) & 0xFF), Float(w >> 24))
    }

    /// Rounds to nearest and packs; each lane must already lie in 0…255. Adding 1.5·2²³ puts
    /// the rounded integer in the low mantissa bits, read without a trapping conversion.
    @inline(__always) static func pack(_ c: SIMD4<Float>) -> UInt32 {
        let bits = unsafeBitCast(c + SIMD4(repeating: 12_582_912), to: SIMD4<UInt32>.self) & SIMD4(repeating: 0xFF)
        return bits.x | bits.y &<< 8 | bits.z &<< 16 | bits.w &<< 24
    }

    /// `pack` of the colour clamped to 0…255 lane by lane (`maximum` then `minimum`, as
    /// `clamped(lowerBound:upperBound:)` does), without the generic calls that compiles to.
    @inline(__always) static func packClamped(_ c: SIMD4<Float>) -> UInt32 {
        @inline(__always) func held(_ x: Float) -> Float { Float.minimum(Float.maximum(x, 0), 255) }
        return pack(SIMD4(held(c.x), held(c.y), held(c.z), held(c.w)))
    }
}
