import Codecs
import Foundation
import Raster
import Testing
import TestSupport
@testable import Mockup

/// The outer faces through the whole pipeline (Docs/Geometry.md, "Both sides of the device",
/// "What must hold"): a shut book seen from its cover side is the `closed` mock-up of the same
/// cover capture, and a book seen from behind shows its cover and its back, never a hole.
@Suite struct OuterFacesTests {
    /// A folder with the cover, inner and (when `back`) back art of `TwoSidedTestArt`, loaded.
    static func set(back: Bool) throws -> BezelSet {
        let dir = try ScratchRoot.folder("outer-faces")
        try ImageFile.write(TwoSidedTestArt.cover, to: dir + "/cover.png")
        try ImageFile.write(TwoSidedTestArt.inner, to: dir + "/inner.png")
        if back { try ImageFile.write(TwoSidedTestArt.back, to: dir + "/back.png") }
        return try BezelSet.load(directory: dir)
    }

    static func decoded(_ image: Image) -> DecodedImage {
        DecodedImage(image: image, colour: ColourInfo(), format: .png, warnings: [])
    }

    static let innerCapture = TwoSidedTestArt.capture(width: TwoSidedTestArt.innerScreen.width,
                                                      height: TwoSidedTestArt.innerScreen.height, lead: 1)
    static let coverCapture = TwoSidedTestArt.capture(width: TwoSidedTestArt.coverScreen.width,
                                                      height: TwoSidedTestArt.coverScreen.height, lead: 0)

    /// A book rendered without light or shadow (so colours compare), seen from `turn`, `tilt`.
    static func book(_ set: BezelSet, degrees: Double, turn: Double, tilt: Double = 0, cover: Bool) throws -> Image {
        var options = RenderOptions()
        options.pose = .book
        options.degrees = degrees
        options.turn = turn
        options.tilt = tilt
        options.shading = false
        options.shadow = false
        options.cover = cover ? "cover.png" : nil
        return try MockupPipeline.render(capture: decoded(innerCapture), captureFile: "inner.png", bezels: .set(set),
                                         options: options, cover: cover ? decoded(coverCapture) : nil).image
    }

    /// The box of the pixels with alpha ≥ 128.
    static func body(_ image: Image) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        var b = (x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].a >= 128 {
                b = (min(b.x0, x), min(b.y0, y), max(b.x1, x), max(b.y1, y))
            }
        }
        return b
    }

    /// Bilinear sample of `image` at the continuous point (u, v) (pixel centres at +0.5), per
    /// channel r, g, b, a; transparent outside.
    static func sample(_ image: Image, _ u: Double, _ v: Double) -> SIMD4<Double> {
        let fx = u - 0.5, fy = v - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - Double(x0), ty = fy - Double(y0)
        func at(_ x: Int, _ y: Int) -> SIMD4<Double> {
            guard x >= 0, y >= 0, x < image.width, y < image.height else { return .zero }
            let p = image[x, y]
            return SIMD4(Double(p.r), Double(p.g), Double(p.b), Double(p.a))
        }
        let top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx
        let bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx
        return top * (1 - ty) + bottom * ty
    }

    /// The shut book seen square-on from its cover side against the `closed` mock-up, resampled
    /// from the closed mock-up's body to the face the contract puts it on: the face's right edge
    /// (the free side) on the render's, its height the render's, its width the leaf's body's
    /// at that scale. Returns the mean |Δ| of the screen's colours, the mean |Δ| of alpha over the
    /// free half of the face, and the hinge's width in the render.
    static func compare(shut: Image, closed: Image, screen: PixelRect, leaf: (width: Double, height: Double),
                        mirrored: Bool = false) -> (screen: Double, outline: Double, hinge: Double) {
        let s = body(shut), m = body(closed)
        let (top, bottom, right) = (Double(s.y0), Double(s.y1 + 1), Double(s.x1 + 1))
        let height = bottom - top
        let width = leaf.width * height / leaf.height
        let (mw, mh) = (Double(m.x1 + 1 - m.x0), Double(m.y1 + 1 - m.y0))
        var screenSum = 0.0, screenCount = 0.0, alphaSum = 0.0, alphaCount = 0.0
        for y in s.y0...s.y1 {
            for x in Int((right - width).rounded(.up))..<(s.x1 + 1) {
                let along = (Double(x) + 0.5 - (right - width)) / width
                let u = Double(m.x0) + (mirrored ? 1 - along : along) * mw
                let v = Double(m.y0) + (Double(y) + 0.5 - top) / height * mh
                let want = sample(closed, u, v)
                let p = shut[x, y]
                let got = SIMD4(Double(p.r), Double(p.g), Double(p.b), Double(p.a))
                if u > Double(screen.x) + 2, u < Double(screen.x + screen.width) - 2,
                   v > Double(screen.y) + 2, v < Double(screen.y + screen.height) - 2 {
                    let d = (got - want).replacing(with: want - got, where: got .< want)
                    screenSum += (d.x + d.y + d.z) / 3
                    screenCount += 1
                }
                if along > 0.5 {
                    alphaSum += abs(got.w - want.w)
                    alphaCount += 1
                }
            }
        }
        return (screenSum / screenCount, alphaSum / alphaCount, right - width - Double(s.x0))
    }

    @Test func aShutBookFromItsCoverSideIsTheClosedMockupOfTheSameCoverCapture() throws {
        let set = try Self.set(back: false)
        let shut = try Self.book(set, degrees: 0, turn: 90, cover: true)
        var options = RenderOptions()
        options.pose = .closed
        let closed = try MockupPipeline.render(capture: Self.decoded(Self.coverCapture), captureFile: "cover.png",
                                               bezels: .set(set), options: options).image
        let screen = try set.bezel(for: .closed).screen.rect
        // The leaf's body: the inner art's opaque box on the hinge's left.
        let inner = Self.body(TwoSidedTestArt.inner)
        let hinge = Double(TwoSidedTestArt.inner.width) / 2
        let leaf = (width: hinge - Double(inner.x0), height: Double(inner.y1 + 1 - inner.y0))
        let match = Self.compare(shut: shut, closed: closed, screen: screen, leaf: leaf)
        #expect(match.screen < 6, "the cover's screen differs from the closed mock-up's by \(match.screen) on average")
        #expect(match.outline < 6, "the free sides' outline differs by \(match.outline) alpha on average")
        // The hinge's outside adds the body's thickness beside the cover, at the hinge.
        let thickness = DuoDevice.bodyThicknessShare * Double(min(TwoSidedTestArt.inner.width, TwoSidedTestArt.inner.height))
        #expect(abs(match.hinge - thickness) < 1.5, "hinge \(match.hinge) px wide, the body is \(thickness) thick")
        // The comparison can fail: the cover mirrored (its camera on the hinge side) does not match.
        let wrong = Self.compare(shut: shut, closed: closed, screen: screen, leaf: leaf, mirrored: true)
        #expect(wrong.screen > 4 * match.screen + 10, "mirrored \(wrong.screen) vs \(match.screen)")
    }

    /// What share of a render's body (its opaque pixels) shows each thing: the back's blue, the
    /// cover capture's red, the inner capture's green; and the holes: pixels not opaque that the
    /// outside cannot reach through pixels not opaque (the body encloses them).
    static func shares(_ image: Image) -> (back: Double, cover: Double, inner: Double, holes: Int) {
        let (w, h) = (image.width, image.height)
        var outside = [Bool](repeating: false, count: w * h)
        var stack: [Int] = []
        for x in 0..<w { stack += [x, (h - 1) * w + x] }
        for y in 0..<h { stack += [y * w, y * w + w - 1] }
        while let i = stack.popLast() {
            guard !outside[i], image[i % w, i / w].a < 255 else { continue }
            outside[i] = true
            let (x, y) = (i % w, i / w)
            if x > 0 { stack.append(i - 1) }
            if x < w - 1 { stack.append(i + 1) }
            if y > 0 { stack.append(i - w) }
            if y < h - 1 { stack.append(i + w) }
        }
        var back = 0, cover = 0, inner = 0, holes = 0, all = 0
        for y in 0..<h {
            for x in 0..<w {
                let p = image[x, y]
                if p.a < 255 { if !outside[y * w + x] { holes += 1 }; continue }
                all += 1
                let (r, g, bl) = (Int(p.r), Int(p.g), Int(p.b))
                if bl > r + 60 && bl > g + 40 { back += 1 }
                if r > g + 60 && r > bl + 60 { cover += 1 }
                if g > r + 60 && g > bl + 60 { inner += 1 }
            }
        }
        let n = Double(max(1, all))
        return (Double(back) / n, Double(cover) / n, Double(inner) / n, holes)
    }

    @Test(arguments: [(128.0, 180.0, 0.0), (180, 180, 0), (0, -90, 0), (60, 150, -20), (20, -135, 10)])
    func aBookSeenFromBehindShowsItsCoverOrItsBackNeverAHole(degrees: Double, turn: Double, tilt: Double) throws {
        let set = try Self.set(back: true)
        let image = try Self.book(set, degrees: degrees, turn: turn, tilt: tilt, cover: true)
        let seen = Self.shares(image)
        #expect(seen.holes == 0, "\(degrees)° turn \(turn) tilt \(tilt): \(seen.holes) pixels inside the body not opaque")
        #expect(seen.back + seen.cover > 0.3, "\(degrees)° turn \(turn) tilt \(tilt): \(seen)")
        #expect(seen.inner == 0, "\(degrees)° turn \(turn) tilt \(tilt): the inner display shows from behind: \(seen)")
        if turn == -90 { #expect(seen.back > 0.6 && seen.cover == 0, "shut, from the back's side: \(seen)") }
        // Flat, the inner display is lit (the cover dark); folded to 128° and seen from behind, the
        // camera faces the cover more squarely than the inner display, so the cover is lit.
        if degrees == 180 { #expect(seen.back > 0.25 && seen.cover == 0, "flat, from behind: the back and the dark cover: \(seen)") }
        if degrees == 128 { #expect(seen.back > 0.2 && seen.cover > 0.15, "128°, from behind: the back and the lit cover: \(seen)") }
    }

    @Test func withoutBackArtTheBackIsTheBodysMaterialNotAHole() throws {
        let set = try Self.set(back: false)
        let image = try Self.book(set, degrees: 0, turn: -90, cover: false)
        let seen = Self.shares(image)
        #expect(seen.holes == 0 && seen.back == 0 && seen.inner == 0, "\(seen)")
        // The material is the frame's grey (no shading): every pixel inside is near it.
        let b = Self.body(image)
        let p = image[(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2]
        let k = TwoSidedTestArt.body
        #expect(abs(Int(p.r) - Int(k.r)) < 12 && abs(Int(p.g) - Int(k.g)) < 12 && abs(Int(p.b) - Int(k.b)) < 12, "\(p)")
    }
}
