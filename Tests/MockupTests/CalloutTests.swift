import Codecs
import Raster
import Testing
import Warp
@testable import Mockup

/// Highlights and zoom insets on real renders: a dim darkens outside its rectangle and not
/// inside, a zoom's inset shows the capture's rectangle magnified where it is placed, and a
/// rectangle past the capture is a typed error naming the file.
@Suite struct CalloutTests {
    static func render(_ pose: Pose, capture: Image, callouts: Callouts) throws -> RenderedMockup {
        let (bezel, _) = try BezelTestArt.pipelineInputs(for: pose)
        var options = RenderOptions()
        options.pose = pose
        options.shadow = false
        options.callouts = callouts
        return try MockupPipeline.render(capture: DecodedImage(image: capture, colour: ColourInfo(), format: .png, warnings: []),
                                         captureFile: "shot.png", bezels: .single(bezel), options: options)
    }

    static func plainCapture(_ pose: Pose) throws -> Image {
        let (w, h) = pose.flatPose.pointSize
        return Image(width: w, height: h, fill: PremultipliedRGBA8(r: 200, g: 180, b: 160, a: 255))
    }

    @Test(arguments: ["open", "book"])
    func aDimDarkensOutsideItsRectangleAndNotInside(_ poseName: String) throws {
        let pose = try #require(Pose(rawValue: poseName))
        let capture = try Self.plainCapture(pose)
        let region = PixelRect(x: 250, y: 200, width: 300, height: 200)
        let plain = try Self.render(pose, capture: capture, callouts: Callouts())
        let dimmed = try Self.render(pose, capture: capture, callouts: Callouts(highlight: Highlight(region: region)))
        let mapping = try #require(dimmed.mapping)
        #expect(plain.image.width == dimmed.image.width && plain.image.height == dimmed.image.height)
        for (x, y, inside) in [(400.0, 300.0, true), (300.0, 250.0, true), (100.0, 100.0, false), (800.0, 550.0, false)] {
            let p = mapping.point(Point2D(x, y))
            let (a, b) = (plain.image[Int(p.x), Int(p.y)], dimmed.image[Int(p.x), Int(p.y)])
            if inside {
                #expect(abs(Int(a.r) - Int(b.r)) <= 1, "\(poseName) inside at \(x),\(y): \(a) became \(b)")
            } else {
                // 60 % darker: 40 % of the plain value, give or take the rounding.
                #expect(abs(Double(b.r) - 0.4 * Double(a.r)) <= 2, "\(poseName) outside at \(x),\(y): \(a) became \(b)")
            }
        }
    }

    @Test func aBlurLeavesTheRectangleSharp() throws {
        var capture = try Self.plainCapture(.open)
        for y in stride(from: 0, to: capture.height, by: 8) {
            capture.fill(PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255), rect: PixelRect(x: 0, y: y, width: capture.width, height: 4))
        }
        let region = PixelRect(x: 200, y: 200, width: 200, height: 200)
        let blurred = try Self.render(.open, capture: capture, callouts: Callouts(highlight: Highlight(region: region, mode: .blur)))
        let mapping = try #require(blurred.mapping)
        // Inside, the stripes stay black and light; outside they are averaged to grey.
        func spread(_ x: Double, _ y: Double) -> Int {
            let values = (0..<8).map { k -> Int in
                let p = mapping.point(Point2D(x, y + Double(k)))
                return Int(blurred.image[Int(p.x), Int(p.y)].r)
            }
            return values.max()! - values.min()!
        }
        #expect(spread(300, 300) > 150)
        #expect(spread(700, 500) < 20)
    }

    @Test(arguments: ["open", "book"])
    func aZoomInsetShowsTheRectangleMagnifiedWhereItIsPlaced(_ poseName: String) throws {
        let pose = try #require(Pose(rawValue: poseName))
        var capture = try Self.plainCapture(pose)
        // The rectangle: red on its left half, blue on its right.
        let region = PixelRect(x: 100, y: 100, width: 40, height: 20)
        capture.fill(PremultipliedRGBA8(r: 230, g: 0, b: 0, a: 255), rect: PixelRect(x: 100, y: 100, width: 20, height: 20))
        capture.fill(PremultipliedRGBA8(r: 0, g: 0, b: 230, a: 255), rect: PixelRect(x: 120, y: 100, width: 20, height: 20))
        let zoom = ZoomCallout(region: region, scale: 3, placement: .centre(x: 0.5, y: 0.5), border: 0, shadow: false,
                               connector: false)
        var rendered = try Self.render(pose, capture: capture, callouts: Callouts(zoom: zoom))
        let mapping = try #require(rendered.mapping)
        let area = RectF(x: 0, y: 0, width: Double(rendered.image.width), height: Double(rendered.image.height))
        try CalloutPainter.draw(Callouts(zoom: zoom), mapping: mapping, zoomSource: rendered.zoomSource, area: area,
                                unit: area.width, into: &rendered.image)
        // 40 × 20 capture pixels at the device's scale (1 here), three times: 120 × 60, centred.
        let (cx, cy) = (rendered.image.width / 2, rendered.image.height / 2)
        #expect(mapping.flatScale == 1)
        let left = rendered.image[cx - 30, cy], right = rendered.image[cx + 30, cy]
        #expect(left.r > 200 && left.b < 30, "\(left)")
        #expect(right.b > 200 && right.r < 30, "\(right)")
        // Just outside the inset the device shows as before (the plain capture's colour or the art).
        let outside = rendered.image[cx - 64, cy]
        #expect(!(outside.r > 200 && outside.b < 30))
    }

    @Test func aRectanglePastTheCaptureIsATypedErrorNamingTheFile() throws {
        let capture = try Self.plainCapture(.open)
        let region = PixelRect(x: 900, y: 10, width: 100, height: 50)
        #expect(throws: CalloutError.regionOutsideCapture(file: "shot.png", setting: "zoom", region: region,
                                                          captureWidth: 951, captureHeight: 669)) {
            _ = try Self.render(.open, capture: capture, callouts: Callouts(zoom: ZoomCallout(region: region)))
        }
        let error = CalloutError.regionOutsideCapture(file: "shot.png", setting: "zoom", region: region,
                                                      captureWidth: 951, captureHeight: 669)
        #expect(error.description == "shot.png: the zoom rectangle 900,10,100,50 does not lie inside the capture (951 × 669 px)")
    }

    @Test func anInsetLargerThanItsAreaIsRefused() throws {
        let capture = try Self.plainCapture(.open)
        let zoom = ZoomCallout(region: PixelRect(x: 0, y: 0, width: 600, height: 400), scale: 4)
        var rendered = try Self.render(.open, capture: capture, callouts: Callouts(zoom: zoom))
        let area = RectF(x: 0, y: 0, width: Double(rendered.image.width), height: Double(rendered.image.height))
        #expect(throws: CalloutError.self) {
            try CalloutPainter.draw(Callouts(zoom: zoom), mapping: rendered.mapping!, zoomSource: rendered.zoomSource,
                                    area: area, unit: area.width, into: &rendered.image)
        }
    }
}
