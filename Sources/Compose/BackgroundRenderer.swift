import Foundation
import Codecs
import Colour
import Raster

/// Paints a `Background` into a new opaque image. Gradients are interpolated in premultiplied
/// space at float precision and quantised to 8 bits with `GradientDither` (an ordered pattern
/// under ½ step, in full on slow ramps, none on fast ones), so a slow ramp shows no bands and a
/// PNG's filters still predict it; translucent colours are laid over white. Invariant: every
/// pixel of the result has alpha 255, except for `.transparent`, whose every pixel is 0.
package enum BackgroundRenderer {
    /// Changes whenever the same background gives other pixels: part of a composed spread's
    /// content key, so pages painted the older way are painted again.
    static let revision = "stripes16-2to6px"

    /// The background at `width`×`height`; an image background's file is read, converted from
    /// its own space into the page's `space` and scaled here (colours are already in `space`).
    public static func render(_ background: Background, width: Int, height: Int, space: ColourSpace = .sRGB) throws -> Image {
        switch background {
        case .colour(let c):
            return Image(width: width, height: height, fill: overWhite(c))
        case .linear(let angle, let stops):
            let a = angle * .pi / 180
            let dx = sin(a), dy = -cos(a)
            let length = abs(Double(width) * dx) + abs(Double(height) * dy)
            // t = ((x − W/2)·dx + (y − H/2)·dy) / length + ½ at pixel centres.
            return gradient(width: width, height: height, stops: stops, pixelsPerUnit: length,
                            shape: .linear(dx: dx / length, dy: dy / length,
                                           offset: 0.5 - (Double(width) / 2 * dx + Double(height) / 2 * dy) / length))
        case .radial(let cx, let cy, let radius, let stops):
            let diagonal = (Double(width * width + height * height)).squareRoot()
            let r = max(radius * diagonal, 1e-6)
            return gradient(width: width, height: height, stops: stops, pixelsPerUnit: r,
                            shape: .radial(x: cx * Double(width), y: cy * Double(height), radius: r))
        case .image(let path, let mode, let colour):
            let decoded = try ImageFile.read(path: path)
            let picture = ColourConversion(from: ColourSpace.of(decoded.colour).space, to: space).applied(to: decoded.image)
            var out = Image(width: width, height: height, fill: overWhite(colour))
            let sx = Double(width) / Double(picture.width), sy = Double(height) / Double(picture.height)
            let scale = mode == .fill ? max(sx, sy) : min(sx, sy)
            let w = max(1, Int((Double(picture.width) * scale).rounded())), h = max(1, Int((Double(picture.height) * scale).rounded()))
            let scaled = picture.resized(width: w, height: h, filter: .lanczos3)
            out.draw(scaled, atX: (width - w) / 2, y: (height - h) / 2)
            return out
        case .transparent:
            return Image(width: width, height: height)
        }
    }

    /// A straight colour laid over white: opaque.
    static func overWhite(_ c: StraightRGBA8) -> PremultipliedRGBA8 {
        let p = c.premultiplied, rest = 255 - Int(p.a)
        return PremultipliedRGBA8(r: UInt8(Int(p.r) + rest), g: UInt8(Int(p.g) + rest), b: UInt8(Int(p.b) + rest), a: 255)
    }

    /// Entries in the colour table along a gradient: finer than any 8-bit step over a 4000 px ramp.
    static let tableSize = 4096

    /// The gradient's colours, premultiplied and laid over white, at `tableSize` points from t = 0
    /// to 1: r, g, b per entry and a 0 beside them (alpha is 255 after the white).
    static func table(_ stops: [GradientStop]) -> [SIMD4<Float>] {
        let premultiplied = stops.map { s -> (Float, Float, Float, Float) in
            let a = Float(s.colour.a) / 255
            return (Float(s.colour.r) * a, Float(s.colour.g) * a, Float(s.colour.b) * a, a * 255)
        }
        var out = [SIMD4<Float>](repeating: .zero, count: tableSize)
        for i in 0..<tableSize {
            let t = Double(i) / Double(tableSize - 1)
            var c = premultiplied[0]
            if t >= stops[stops.count - 1].position {
                c = premultiplied[stops.count - 1]
            } else if t > stops[0].position {
                let k = stops.firstIndex { $0.position > t }!
                let a = stops[k - 1], b = stops[k]
                let f = Float(b.position > a.position ? (t - a.position) / (b.position - a.position) : 1)
                let p = premultiplied[k - 1], q = premultiplied[k]
                c = (p.0 + (q.0 - p.0) * f, p.1 + (q.1 - p.1) * f, p.2 + (q.2 - p.2) * f, p.3 + (q.3 - p.3) * f)
            }
            let rest = 255 - c.3
            out[i] = SIMD4(c.0 + rest, c.1 + rest, c.2 + rest, 0)
        }
        return out
    }

    /// Where a pixel lies along a gradient: linear (t = x·dx + y·dy + offset at pixel centres) or
    /// radial (t = distance from the centre / radius).
    enum Shape {
        case linear(dx: Double, dy: Double, offset: Double)
        case radial(x: Double, y: Double, radius: Double)
    }

    /// One engine for both gradients: t at each pixel centre (clamped to 0…1) picks a colour from
    /// the table (interpolated), the dither offset of the pixel's place along the pattern's axis
    /// times the channel's amplitude there is added, and the sum is held to 0…255 and rounded
    /// half away from zero, the three channels at once (`roundedBytes`). The pattern's axis is x
    /// where the gradient runs nearer horizontal (a linear one everywhere, a radial one left and
    /// right of its centre), else y. `pixelsPerUnit` is how many pixels t = 0…1 spans.
    static func gradient(width: Int, height: Int, stops: [GradientStop], pixelsPerUnit: Double, shape: Shape) -> Image {
        let colours = table(stops)
        let amplitudes = GradientDither.amplitudes(colours, pixelsPerUnit: pixelsPerUnit)
        let last = Double(tableSize - 1)
        let mask = GradientDither.period - 1
        var image = Image(width: width, height: height)
        image.withUnsafeMutableBytes { raw in
            let out = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
            colours.withUnsafeBufferPointer { lutBuffer in
                amplitudes.withUnsafeBufferPointer { amplitudeBuffer in
                    GradientDither.offsets.withUnsafeBufferPointer { ditherBuffer in
                        let lut = lutBuffer.baseAddress!, amplitude = amplitudeBuffer.baseAddress!
                        let dither = ditherBuffer.baseAddress!
                        Parallel.forEachRowBand(width: width, height: height) { rows in
                            for y in rows {
                                let row = out + y * width
                                let yc = Double(y) + 0.5
                                for x in 0..<width {
                                    let xc = Double(x) + 0.5
                                    var t: Double
                                    let alongX: Bool
                                    switch shape {
                                    case .linear(let dx, let dy, let offset):
                                        t = xc * dx + yc * dy + offset
                                        alongX = abs(dx) >= abs(dy)
                                    case .radial(let cx, let cy, let r):
                                        t = ((xc - cx) * (xc - cx) + (yc - cy) * (yc - cy)).squareRoot() / r
                                        alongX = abs(xc - cx) >= abs(yc - cy)
                                    }
                                    t = (t < 0 ? 0 : t > 1 ? 1 : t) * last
                                    let i = Int(t), f = Float(t - Double(i)), j = i < tableSize - 1 ? i + 1 : i
                                    let d = dither[(alongX ? x : y) & mask]
                                    let v = lut[i] + (lut[j] - lut[i]) * f + amplitude[i] * d
                                    row[x] = roundedBytes(v)
                                }
                            }
                        }
                    }
                }
            }
        }
        return image
    }

    /// The first three lanes held to 0…255, rounded half away from zero and packed as the bytes of
    /// a pixel word (R lowest) under an alpha of 255: what `UInt8(c < 0 ? 0 : c > 255 ? 255 :
    /// c.rounded())` gives each, four lanes at once and without the library call `rounded()`
    /// becomes on x86-64. Adding 1.5 × 2²³ rounds to nearest, ties to even; c minus that is exact,
    /// and where it is ½ (a tie rounded down) one more gives the tie away from zero.
    @inline(__always) static func roundedBytes(_ v: SIMD4<Float>) -> UInt32 {
        let magic: Float = 12_582_912
        let c = pointwiseMin(pointwiseMax(v, .zero), SIMD4(repeating: 255))
        let shifted = c + magic
        let nearest = unsafeBitCast(shifted, to: SIMD4<Int32>.self) &- 0x4B40_0000
        let rounded = nearest &+ SIMD4<Int32>(repeating: 0).replacing(with: 1, where: c - (shifted - magic) .== 0.5)
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: rounded), to: UInt32.self) | 0xFF00_0000
    }
}
