import Raster

/// A flat pose's frame as an affine function of the picture on its screen, in 8-bit Y'CbCr 4:2:0
/// (BT.709's matrix, video range), so that a recording's decoded samples go into the frame and on
/// to the encoder without a turn through RGBA. Every output sample is
/// `base + weight × picture / 255`: compositing art over a picture over a background is affine in
/// the picture, and so is the Y'CbCr matrix. Invariant: the frame's sizes and the picture's
/// rectangle (inside the frame) are even; `weight` is zero outside that rectangle; `base` has the
/// frame's `yuv420p` layout and the weights the picture's.
package struct YUVFrameComposer: Sendable {
    package let width: Int
    package let height: Int
    /// Where the picture lies in the frame, and its size.
    package let pictureX: Int
    package let pictureY: Int
    package let pictureWidth: Int
    package let pictureHeight: Int
    /// The frame's samples for a picture of zeros.
    private let base: [UInt8]
    /// How much of the picture each luma sample, then each chroma sample (one plane for Cb and Cr),
    /// shows, in 255ths, over the picture's rectangle.
    private let lumaWeights: [UInt8]
    private let chromaWeights: [UInt8]

    /// The composer of frames that are `black` for an all-black picture and `white` for an
    /// all-white one (both opaque, drawn the frames' way) with the picture at `x, y`, `width ×
    /// height`. Nil when the frames are not an affine function of the picture that one weight a
    /// pixel describes (a tint over the screen), differ outside the rectangle, or a size or the
    /// rectangle's corner is odd: such frames are composed in RGBA.
    package init?(black: Image, white: Image, pictureX x: Int, pictureY y: Int, pictureWidth pw: Int, pictureHeight ph: Int) {
        let (w, h) = (black.width, black.height)
        guard white.width == w, white.height == h, w % 2 == 0, h % 2 == 0, pw % 2 == 0, ph % 2 == 0, pw > 0, ph > 0,
              x % 2 == 0, y % 2 == 0, x >= 0, y >= 0, x + pw <= w, y + ph <= h, black.isOpaque, white.isOpaque else { return nil }
        // The weight of each pixel (255ths), zero outside the rectangle; nil when the channels disagree.
        var weight = [Double](repeating: 0, count: w * h)
        let consistent = black.withUnsafeBytes { b in white.withUnsafeBytes { l -> Bool in
            for py in 0..<h {
                for px in 0..<w {
                    let i = (py * w + px) * 4
                    let (dr, dg, db) = (Int(l[i]) - Int(b[i]), Int(l[i + 1]) - Int(b[i + 1]), Int(l[i + 2]) - Int(b[i + 2]))
                    let (low, high) = (min(dr, dg, db), max(dr, dg, db))
                    guard low >= 0, high - low <= 2 else { return false }
                    let inside = px >= x && px < x + pw && py >= y && py < y + ph
                    if !inside && high > 0 { return false }
                    weight[py * w + px] = Double(dr + dg + db) / 3
                }
            }
            return true
        } }
        guard consistent else { return nil }
        width = w; height = h; pictureX = x; pictureY = y; pictureWidth = pw; pictureHeight = ph

        // base = the black frame's samples less black's own share (16 in luma, 128 in chroma)
        // where the picture shows: sample = base + weight × picture / 255.
        var base = [UInt8](repeating: 0, count: YUV420Picture.byteCount(width: w, height: h))
        var luma = [UInt8](repeating: 0, count: pw * ph)
        var chroma = [UInt8](repeating: 0, count: (pw / 2) * (ph / 2))
        let (cw, ch) = (w / 2, h / 2)
        let (cb0, cr0) = (w * h, w * h + cw * ch)
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }
        black.withUnsafeBytes { b in
            for py in 0..<h {
                for px in 0..<w {
                    let i = (py * w + px) * 4
                    let sample = Self.luma(r: Double(b[i]), g: Double(b[i + 1]), b: Double(b[i + 2]))
                    let k = weight[py * w + px]
                    base[py * w + px] = byte(sample - 16 * k / 255)
                    if px >= x && px < x + pw && py >= y && py < y + ph { luma[(py - y) * pw + px - x] = byte(k) }
                }
            }
            for cy in 0..<ch {
                for cx in 0..<cw {
                    var (cb, cr, k) = (0.0, 0.0, 0.0)
                    for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                        let (px, py) = (2 * cx + dx, 2 * cy + dy)
                        let i = (py * w + px) * 4
                        let c = Self.chroma(r: Double(b[i]), g: Double(b[i + 1]), b: Double(b[i + 2]))
                        cb += c.cb / 4; cr += c.cr / 4; k += weight[py * w + px] / 4
                    }
                    base[cb0 + cy * cw + cx] = byte(cb - 128 * k / 255)
                    base[cr0 + cy * cw + cx] = byte(cr - 128 * k / 255)
                    let (qx, qy) = (cx - x / 2, cy - y / 2)
                    if qx >= 0 && qx < pw / 2 && qy >= 0 && qy < ph / 2 { chroma[qy * (pw / 2) + qx] = byte(k) }
                }
            }
        }
        self.base = base; lumaWeights = luma; chromaWeights = chroma
    }

    /// BT.709 luma in the video range of 8-bit R'G'B' (0...255).
    static func luma(r: Double, g: Double, b: Double) -> Double {
        16 + 219 * (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
    }

    /// BT.709 Cb and Cr in the video range of 8-bit R'G'B'.
    static func chroma(r: Double, g: Double, b: Double) -> (cb: Double, cr: Double) {
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        return (128 + 224 * (b - y) / 1.8556 / 255, 128 + 224 * (r - y) / 1.5748 / 255)
    }

    /// The frame showing `picture` (the rectangle's size, `yuv420p` by BT.709 in the video range).
    package func frame(showing picture: YUV420Picture) -> YUV420Picture {
        precondition(picture.width == pictureWidth && picture.height == pictureHeight, "a picture of the rectangle's size")
        var out = base
        let (cw, pcw) = (width / 2, pictureWidth / 2)
        out.withUnsafeMutableBufferPointer { o in
            picture.bytes.withUnsafeBufferPointer { s in
                lumaWeights.withUnsafeBufferPointer { lw in
                    for row in 0..<pictureHeight {
                        Self.blend(into: o.baseAddress! + (pictureY + row) * width + pictureX,
                                   picture: s.baseAddress! + row * pictureWidth,
                                   weights: lw.baseAddress! + row * pictureWidth, count: pictureWidth)
                    }
                }
                chromaWeights.withUnsafeBufferPointer { cwts in
                    let planes = [(frame: width * height, picture: picture.cbOffset),
                                  (frame: width * height + cw * (height / 2), picture: picture.crOffset)]
                    for (frameOffset, pictureOffset) in planes {
                        for row in 0..<(pictureHeight / 2) {
                            Self.blend(into: o.baseAddress! + frameOffset + (pictureY / 2 + row) * cw + pictureX / 2,
                                       picture: s.baseAddress! + pictureOffset + row * pcw,
                                       weights: cwts.baseAddress! + row * pcw, count: pcw)
                        }
                    }
                }
            }
        }
        return YUV420Picture(width: width, height: height, bytes: out)!
    }

    /// `into[i] += weights[i] × picture[i] / 255` (rounded to nearest, saturating): a plain loop
    /// on raw pointers, which the compiler vectorises (32 samples a step with AVX2).
    private static func blend(into destination: UnsafeMutablePointer<UInt8>, picture: UnsafePointer<UInt8>,
                              weights: UnsafePointer<UInt8>, count: Int) {
        for i in 0..<count {
            let p = UInt16(truncatingIfNeeded: picture[i]) &* UInt16(truncatingIfNeeded: weights[i]) &+ 128
            let sum = UInt16(truncatingIfNeeded: destination[i]) &+ ((p &+ (p &>> 8)) &>> 8)
            destination[i] = UInt8(truncatingIfNeeded: min(sum, 255))
        }
    }
}
