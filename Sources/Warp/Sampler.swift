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

    @inline(__always) func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let word = base[y * width + x]
        return SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: unsafeBitCast(word, to: SIMD4<UInt8>.self)))
    }
}

/// A reconstruction filter: the premultiplied colour (0…255 per channel) at a continuous point.
protocol PixelKernel {
    static func sample(_ field: SourceField, _ u: Double, _ v: Double) -> SIMD4<Float>
}

/// 2×2 bilinear taps with clamp-to-edge addressing.
enum BilinearKernel: PixelKernel {
    @inline(__always)
    static func sample(_ f: SourceField, _ u: Double, _ v: Double) -> SIMD4<Float> {
        let px = u - 0.5, py = v - 0.5
        let fx0 = px.rounded(.down), fy0 = py.rounded(.down)
        let tx = Float(px - fx0), ty = Float(py - fy0)
        var x0 = Int(fx0), y0 = Int(fy0)
        var x1 = x0 + 1, y1 = y0 + 1
        if x0 < 0 || x1 >= f.width || y0 < 0 || y1 >= f.height {
            x0 = min(max(x0, 0), f.width - 1); x1 = min(max(x1, 0), f.width - 1)
            y0 = min(max(y0, 0), f.height - 1); y1 = min(max(y1, 0), f.height - 1)
        }
        let top = f.texel(x0, y0) + (f.texel(x1, y0) - f.texel(x0, y0)) * tx
        let bottom = f.texel(x0, y1) + (f.texel(x1, y1) - f.texel(x0, y1)) * tx
        return top + (bottom - top) * ty
    }
}

/// 4×4 Catmull–Rom taps with clamp-to-edge addressing.
enum BicubicKernel: PixelKernel {
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
        let px = u - 0.5, py = v - 0.5
        let fx0 = px.rounded(.down), fy0 = py.rounded(.down)
        let wx = weights(Float(px - fx0)), wy = weights(Float(py - fy0))
        let x0 = Int(fx0), y0 = Int(fy0)
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
