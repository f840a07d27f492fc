import Foundation
import Testing
import Raster
@testable import Mockup

/// A 2x capture placed in a 3x screen is upscaled with Lanczos-3 in premultiplied space: the
/// screen must match an independent, straightforward Lanczos-3 upscale (double precision,
/// written here from the kernel's definition) to well over 32 dB.
struct UpscalePlacementTests {
    /// Lanczos-3 kernel: sinc(x)·sinc(x/3) for |x| < 3.
    static func lanczos3(_ x: Double) -> Double {
        if x == 0 { return 1 }
        if abs(x) >= 3 { return 0 }
        let px = Double.pi * x
        return 3 * sin(px) * sin(px / 3) / (px * px)
    }

    /// One axis of an upscale: output sample i centred at (i + 0.5)·in/out in input pixels.
    static func upscale(_ v: [Double], to n: Int) -> [Double] {
        let scale = Double(v.count) / Double(n)
        return (0..<n).map { i in
            let centre = (Double(i) + 0.5) * scale
            var sum = 0.0, weights = 0.0
            for j in Int((centre - 3).rounded(.down))...Int((centre + 3).rounded(.up)) {
                let w = lanczos3(Double(j) + 0.5 - centre)
                sum += w * v[min(max(j, 0), v.count - 1)]
                weights += w
            }
            return sum / weights
        }
    }

    @Test func twoXCaptureInThreeXScreenMatchesLanczos() throws {
        // A "2x" capture with text-like detail, and a "3x" screen 1.5 times its size.
        let cw = 126, ch = 90, sw = 189, sh = 135
        var capture = Image(width: cw, height: ch)
        for y in 0..<ch {
            for x in 0..<cw {
                let stripe = (x / 3 + y / 5) % 2 == 0
                capture[x, y] = PremultipliedRGBA8(r: stripe ? 20 : 230, g: UInt8(x * 2), b: UInt8(y * 2), a: 255)
            }
        }
        let margin = 10
        var art = Image(width: sw + 2 * margin, height: sh + 2 * margin, fill: PremultipliedRGBA8(r: 30, g: 30, b: 30, a: 255))
        art.fill(.transparent, rect: PixelRect(x: margin, y: margin, width: sw, height: sh), mode: .copy)
        let mask = Mask(width: sw, height: sh, coverage: [UInt8](repeating: 255, count: sw * sh))
        let bezel = Bezel(pose: .open, path: "synthetic.png", art: art,
                          screen: ScreenShape(rect: PixelRect(x: margin, y: margin, width: sw, height: sh), cornerRadius: 0, mask: mask))
        let out = try MockupComposer.compose(capture: capture, bezel: bezel, fit: .stretch)

        var squaredError = 0.0
        for channel in 0..<3 {
            // The reference: rows, then columns, in double precision.
            let rows: [[Double]] = (0..<ch).map { y in
                Self.upscale((0..<cw).map { x in Double(capture.pixels[(y * cw + x) * 4 + channel]) }, to: sw)
            }
            for x in 0..<sw {
                let column = Self.upscale(rows.map { $0[x] }, to: sh)
                for y in 0..<sh {
                    let expected = min(255, max(0, column[y]))
                    let got = Double(out[margin + x, margin + y].channel(channel))
                    squaredError += (got - expected) * (got - expected)
                }
            }
        }
        let mse = squaredError / Double(3 * sw * sh)
        let psnr = 10 * log10(255 * 255 / max(mse, 1e-12))
        #expect(psnr >= 32, "PSNR \(psnr) dB")
        #expect(psnr >= 45, "the product's Lanczos should agree closely with the definition: \(psnr) dB")
    }
}

extension PremultipliedRGBA8 {
    func channel(_ i: Int) -> UInt8 { [r, g, b, a][i] }
}
