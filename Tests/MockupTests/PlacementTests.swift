import Testing
import Raster
@testable import Mockup

/// Fitting a capture to a screen: the size it is scaled to and where it lands.
struct PlacementTests {
    @Test func exactSizeLandsPixelForPixel() throws {
        let p = try Placement.compute(capture: (2853, 2007), screen: (2853, 2007), fit: nil)
        #expect(p == Placement(scaledWidth: 2853, scaledHeight: 2007, offsetX: 0, offsetY: 0))
    }

    @Test func twoXCaptureScalesToThreeXScreen() throws {
        let p = try Placement.compute(capture: (1902, 1338), screen: (2853, 2007), fit: nil)
        #expect(p.scaledWidth == 2853 && p.scaledHeight == 2007)
        #expect(p.offsetX == 0 && p.offsetY == 0)
    }

    @Test func mismatchedAspectIsAnErrorThatSaysByHowMuch() {
        do {
            _ = try Placement.compute(capture: (1170, 2532), screen: (1398, 2034), fit: nil)
            Issue.record("expected an error")
        } catch let e as MockupError {
            #expect(e.description.contains("%"))
            #expect(e.description.contains("choose how to fit it (fill, fit or stretch)"))
        } catch { Issue.record("wrong error \(error)") }
    }

    @Test func fillCoversAndCropsCentred() throws {
        // A capture twice as wide as the screen's aspect: fill matches heights, crops the sides.
        let p = try Placement.compute(capture: (400, 100), screen: (100, 100), fit: .fill)
        #expect(p.scaledHeight == 100 && p.scaledWidth == 400)
        #expect(p.offsetX == -150 && p.offsetY == 0)
    }

    @Test func fitLetterboxesCentred() throws {
        let p = try Placement.compute(capture: (400, 100), screen: (100, 100), fit: .fit)
        #expect(p.scaledWidth == 100 && p.scaledHeight == 25)
        #expect(p.offsetX == 0 && p.offsetY == 37)
    }

    @Test func stretchCoversExactly() throws {
        let p = try Placement.compute(capture: (400, 100), screen: (120, 90), fit: .stretch)
        #expect(p == Placement(scaledWidth: 120, scaledHeight: 90, offsetX: 0, offsetY: 0))
    }

    @Test func smallAspectDifferenceFillsByDefault() throws {
        // 1 % off: accepted as fill, covering the screen.
        let p = try Placement.compute(capture: (1010, 1000), screen: (1000, 1000), fit: nil)
        #expect(p.scaledWidth >= 1000 && p.scaledHeight >= 1000)
        #expect(p.scaledHeight == 1000)
    }
}

/// Which pose a capture's size implies, at 1x, 2x and 3x, give or take a pixel.
struct PoseInferenceTests {
    @Test(arguments: [
        (1398, 2034, Pose.closed), (2034, 1398, .closedTurned), (2853, 2007, .open), (2007, 2853, .upright),
        (932, 1356, .closed), (1356, 932, .closedTurned), (1902, 1338, .open), (1338, 1902, .upright),
        (466, 678, .closed), (951, 669, .open), (2854, 2006, .open),
    ])
    func inferredFromSize(w: Int, h: Int, pose: Pose) {
        #expect(Pose.inferred(captureWidth: w, captureHeight: h) == pose)
    }

    @Test func unknownSizeNeedsAPose() {
        #expect(Pose.inferred(captureWidth: 1170, captureHeight: 2532) == nil)
        #expect(throws: MockupError.self) {
            try Pose.resolve(requested: nil, captureWidth: 1170, captureHeight: 2532, file: "x.png")
        }
    }

    @Test func closedFollowsALandscapeCaptureToTurned() throws {
        #expect(try Pose.resolve(requested: .closed, captureWidth: 2034, captureHeight: 1398, file: "x") == .closedTurned)
        #expect(try Pose.resolve(requested: .book, captureWidth: 2853, captureHeight: 2007, file: "x") == .book)
    }
}

/// A pure-black capture is refused; anything else passes.
struct CaptureCheckTests {
    @Test func pureBlackIsRefusedWithAClearMessage() {
        let black = Image(width: 8, height: 4, fill: .black)
        #expect(CaptureCheck.isPureBlack(black))
        do {
            try CaptureCheck.validate(black, file: "shot.png")
            Issue.record("expected an error")
        } catch let e as MockupError {
            #expect(e.description.hasPrefix("shot.png: "))
            #expect(e.description.contains("not drawing"))
        } catch { Issue.record("wrong error \(error)") }
    }

    @Test func oneNonBlackPixelIsAPicture() {
        var image = Image(width: 8, height: 4, fill: .black)
        image[7, 3] = PremultipliedRGBA8(r: 0, g: 0, b: 1, a: 255)
        #expect(!CaptureCheck.isPureBlack(image))
    }

    /// Larger than one block of the scan: a lone coloured pixel in the last, partial block, or in
    /// the first, is found; black of any alpha is still black.
    @Test func everyBlockOfALargeCaptureIsRead() {
        var image = Image(width: 97, height: 89, fill: .black)
        image[40, 10] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)
        #expect(CaptureCheck.isPureBlack(image))
        image[96, 88] = PremultipliedRGBA8(r: 1, g: 0, b: 0, a: 255)
        #expect(!CaptureCheck.isPureBlack(image))
        image[96, 88] = .black
        image[0, 0] = PremultipliedRGBA8(r: 0, g: 1, b: 0, a: 255)
        #expect(!CaptureCheck.isPureBlack(image))
    }
}

/// Output framing: padding, background and size.
struct OutputFramingTests {
    @Test func paddingAndWidthGiveTheExpectedSize() {
        let f = OutputFraming(background: nil, padding: 10, width: 60)
        #expect(f.outputSize(paddedWidth: 120, paddedHeight: 80) == (60, 40))
        let out = f.apply(to: Image(width: 100, height: 60, fill: .white))
        #expect(out.width == 60 && out.height == 40)
        // The padding stays transparent.
        #expect(out[0, 0].a == 0)
        #expect(out[30, 20] == .white)
    }

    @Test func backgroundGoesBehind() {
        let f = OutputFraming(background: PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255), padding: 2)
        var src = Image(width: 4, height: 4)
        src[1, 1] = .white
        let out = f.apply(to: src)
        #expect(out.isOpaque)
        #expect(out[0, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(out[3, 3] == .white)
    }
}
