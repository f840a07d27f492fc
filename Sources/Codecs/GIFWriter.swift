import Raster

/// Writes an animated GIF frame by frame with one palette for the whole clip.
///
/// Each frame is reduced to the palette by Floyd–Steinberg error diffusion (serpentine) applied
/// only to the pixels whose colour moved more than `tolerance` from the colour they were last
/// dithered from; every other pixel keeps its index. So still parts of a clip (the background,
/// a hold, the leaf that does not move) keep one dither pattern from frame to frame instead of
/// crawling, and the frame-difference rectangle covers only what moved. Unchanged pixels inside
/// that rectangle are written as the transparent index. A pixel that must turn transparent is
/// cleared by giving the frame before it "restore to background" disposal over a rectangle that
/// covers it (one frame of look-ahead), the loop's wrap-around included.
/// Invariant: the bytes handed to `output` so far are a prefix of a valid GIF89a.
public final class GIFWriter {
    public let width: Int
    public let height: Int
    public let palette: GIFPalette
    public let transparency: GIFTransparency
    /// How many times the clip plays; 0 = for ever.
    public let plays: Int
    /// The largest per-channel change (0...255) under which a pixel keeps its index.
    public let tolerance: Float
    private let output: ([UInt8]) throws -> Void
    private let file: String
    private var mapper: GIFPaletteMapper
    private let T = GIFPalette.transparentIndex

    /// The colour each pixel was last dithered from (r, g, b), and whether it was opaque.
    private var reference: [Float]
    private var wasOpaque: [Bool]
    /// The indices the display should show after the pending frame, and before it.
    private var pending: [UInt8]
    private var canvas: [UInt8]
    private var first: [UInt8] = []
    private var pendingDelay = 0
    private var framesSeen = 0
    private var elapsed = 0.0
    private var finished = false

    public init(width: Int, height: Int, palette: GIFPalette, transparency: GIFTransparency = GIFTransparency(),
                plays: Int, tolerance: Float = 2, file: String = "animation",
                output: @escaping ([UInt8]) throws -> Void) {
        precondition(width >= 1 && height >= 1 && width <= 65535 && height <= 65535 && plays >= 0, "bad GIF parameters")
        self.width = width; self.height = height; self.palette = palette; self.transparency = transparency
        self.plays = plays; self.tolerance = tolerance; self.file = file; self.output = output
        mapper = GIFPaletteMapper(palette: palette)
        reference = [Float](repeating: 0, count: width * height * 3)
        wasOpaque = [Bool](repeating: false, count: width * height)
        pending = [UInt8](repeating: GIFPalette.transparentIndex, count: width * height)
        canvas = pending
    }

    /// Appends the next frame (the canvas's size) shown for `delay`; frame delays are rounded to
    /// centiseconds with the rounding carried, so the clip's total time stays right.
    public func append(_ frame: Image, delay: FrameDelay) throws {
        precondition(frame.width == width && frame.height == height, "every frame has the canvas's size")
        precondition(!finished, "append after finish")
        var target = pending
        quantize(frame, into: &target, everyPixel: framesSeen == 0)
        if framesSeen == 0 {
            try output(header())
            first = target
        } else {
            try write(frameBefore: target)
        }
        pending = target
        let before = (elapsed * 100).rounded()
        elapsed += delay.seconds
        pendingDelay = max(1, Int((elapsed * 100).rounded() - before))
        framesSeen += 1
    }

    /// Writes the last frame and the trailer.
    public func finish() throws {
        precondition(!finished, "finish twice")
        guard framesSeen > 0 else { throw CodecError(file: file, reason: .noFrames) }
        try write(frameBefore: plays == 1 ? nil : first)
        try output([0x3B])
        finished = true
    }

    // MARK: Quantizing

    private func quantize(_ frame: Image, into target: inout [UInt8], everyPixel: Bool) {
        let w = width, t = transparency, tol = tolerance, T = self.T
        let colours = palette.colours
        // Errors for this row and the next, with a pixel of margin on each side.
        var errors = [Float](repeating: 0, count: 2 * 3 * (w + 2))
        frame.withUnsafeBytes { raw in
            let px = raw.bindMemory(to: UInt8.self).baseAddress!
            target.withUnsafeMutableBufferPointer { target in
                reference.withUnsafeMutableBufferPointer { reference in
                    wasOpaque.withUnsafeMutableBufferPointer { wasOpaque in
                        errors.withUnsafeMutableBufferPointer { errors in
                            for y in 0..<height {
                                let forward = y % 2 == 0
                                let here = errors.baseAddress! + (y % 2) * 3 * (w + 2) + 3
                                let below = errors.baseAddress! + ((y + 1) % 2) * 3 * (w + 2) + 3
                                for i in -3..<(3 * (w + 1)) { below[i] = 0 }
                                for step in 0..<w {
                                    let x = forward ? step : w - 1 - step
                                    let p = y * w + x
                                    let s = px + 4 * p
                                    guard let (r, g, b) = t.resolve(r: s[0], g: s[1], b: s[2], a: s[3]) else {
                                        target[p] = T
                                        wasOpaque[p] = false
                                        continue
                                    }
                                    if !everyPixel && wasOpaque[p] && abs(r - reference[3 * p]) <= tol
                                        && abs(g - reference[3 * p + 1]) <= tol && abs(b - reference[3 * p + 2]) <= tol {
                                        continue   // keeps its index, and passes on no error
                                    }
                                    reference[3 * p] = r; reference[3 * p + 1] = g; reference[3 * p + 2] = b
                                    wasOpaque[p] = true
                                    let wr = min(255, max(0, r + here[3 * x])), wg = min(255, max(0, g + here[3 * x + 1]))
                                    let wb = min(255, max(0, b + here[3 * x + 2]))
                                    let index = mapper.index(r: wr, g: wg, b: wb)
                                    target[p] = index
                                    let c = colours[Int(index)]
                                    // The error passed on is capped, so a colour outside the palette's hull
                                    // (which no mix of palette colours can reach) cannot build up a
                                    // runaway error that smears into its neighbours.
                                    let cap = Self.errorCap
                                    var er = min(cap, max(-cap, wr - Float(c.r))), eg = min(cap, max(-cap, wg - Float(c.g)))
                                    var eb = min(cap, max(-cap, wb - Float(c.b)))
                                    // A colour within a couple of levels of a palette entry is taken as that
                                    // entry: flat areas stay flat (no dither noise, which LZW pays for) at
                                    // the cost of steps too small to see.
                                    let dead = Self.deadZone
                                    if abs(er) <= dead && abs(eg) <= dead && abs(eb) <= dead { er = 0; eg = 0; eb = 0 }
                                    let ahead = forward ? 3 : -3
                                    // 7/16 ahead, 3/16 below behind, 5/16 below, 1/16 below ahead.
                                    func spread(_ row: UnsafeMutablePointer<Float>, _ at: Int, _ k: Float) {
                                        row[at] += er * k; row[at + 1] += eg * k; row[at + 2] += eb * k
                                    }
                                    spread(here, 3 * x + ahead, 7 / 16)
                                    spread(below, 3 * x - ahead, 3 / 16)
                                    spread(below, 3 * x, 5 / 16)
                                    spread(below, 3 * x + ahead, 1 / 16)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The largest error (levels per channel) one pixel passes on.
    static let errorCap: Float = 24
    /// Errors no larger than this (levels, every channel) are not passed on.
    static let deadZone: Float = 2

    // MARK: Writing

    private func header() -> [UInt8] {
        var out = Array("GIF89a".utf8)
        out.appendLittleEndian(UInt16(width)); out.appendLittleEndian(UInt16(height))
        out += [0xF7, T, 0]   // global table of 256, 8-bit colour resolution; background = transparent
        out += palette.tableBytes
        if plays != 1 {
            out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01]
            out.appendLittleEndian(UInt16(plays == 0 ? 0 : min(65535, plays - 1)))
            out.append(0)
        }
        return out
    }

    /// Writes the pending frame, given what follows it (nil when nothing does).
    private func write(frameBefore next: [UInt8]?) throws {
        let w = width, T = self.T
        let isFirst = framesSeen == 1   // the pending frame is the clip's first
        var rect: PixelRect?
        var clear: PixelRect?
        pending.withUnsafeBufferPointer { pend in
            canvas.withUnsafeBufferPointer { shown in
                rect = isFirst ? PixelRect(x: 0, y: 0, width: width, height: height)
                    : FrameDifference.changedRect(shown.baseAddress!, pend.baseAddress!, width: w, height: height)
            }
            if let next {
                next.withUnsafeBufferPointer { nxt in
                    var x0 = w, y0 = height, x1 = -1, y1 = -1
                    for y in 0..<height {
                        for x in 0..<w where pend[y * w + x] != T && nxt[y * w + x] == T {
                            x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
                        }
                    }
                    if x1 >= 0 { clear = PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1) }
                }
            }
        }
        var area = rect ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        if let clear { area = area.union(clear) }
        var indices = [UInt8](repeating: T, count: area.width * area.height)
        for y in 0..<area.height {
            for x in 0..<area.width {
                let p = (area.y + y) * w + area.x + x
                if canvas[p] != pending[p] { indices[y * area.width + x] = pending[p] }
            }
        }
        let disposal: UInt8 = clear == nil ? 1 : 2
        var out: [UInt8] = [0x21, 0xF9, 0x04, disposal << 2 | 1]
        out.appendLittleEndian(UInt16(min(65535, pendingDelay)))
        out += [T, 0]
        out.append(0x2C)
        out.appendLittleEndian(UInt16(area.x)); out.appendLittleEndian(UInt16(area.y))
        out.appendLittleEndian(UInt16(area.width)); out.appendLittleEndian(UInt16(area.height))
        out.append(0)
        out += indices.withUnsafeBufferPointer { GIFLZW.imageData($0, minCodeSize: 8) }
        try output(out)
        canvas = pending
        if clear != nil {
            for y in area.y..<area.maxY { for x in area.x..<area.maxX { canvas[y * w + x] = T } }
        }
    }
}

extension PixelRect {
    /// The smallest rectangle holding both.
    func union(_ other: PixelRect) -> PixelRect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}

extension Array where Element == UInt8 {
    mutating func appendLittleEndian(_ v: UInt16) { append(UInt8(v & 0xFF)); append(UInt8(v >> 8)) }
}
