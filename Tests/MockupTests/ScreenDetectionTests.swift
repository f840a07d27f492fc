import Testing
import Raster
@testable import Mockup

@Suite("Screen detection")
struct ScreenDetectionTests {
    @Test("a rounded hole with AA edge, shading band and camera is found exactly")
    func findsHoleExactly() throws {
        var art = BezelTestArt(holeWidth: 233, holeHeight: 339, holeRadius: 40)
        art.shadingBand = 5
        art.camera = (x: Double(art.hole.x) + 116.5, y: Double(art.hole.y) + 20, radius: 9)
        let shape = try ScreenDetection.detect(in: art.render(), file: "Frame A.png")
        #expect(shape.rect == art.hole)
        #expect(abs(shape.cornerRadius - 40) <= 2)
        #expect(shape.mask.width == art.hole.width && shape.mask.height == art.hole.height)
        // The camera island is part of the screen's mask; the corners outside the arc are not.
        #expect(shape.mask[116, 20] == 255)
        #expect(shape.mask[116, 169] == 255)
        #expect(shape.mask[0, 0] == 0 && shape.mask[232, 338] == 0)
        #expect(shape.mask[0, 169] == 255)
        #expect(Pose.matching(screenWidth: shape.rect.width, height: shape.rect.height) == .closed)
    }

    @Test("each pose's screen is recognised from its aspect ratio",
          arguments: [(233, 339, Pose.closed), (339, 233, .closedTurned), (476, 335, .open), (335, 476, .upright)])
    func recognisesPose(width: Int, height: Int, pose: Pose) throws {
        let art = BezelTestArt(holeWidth: width, holeHeight: height, holeRadius: 24)
        let shape = try ScreenDetection.detect(in: art.render(), file: "any-name.png")
        #expect(shape.rect == art.hole)
        #expect(Pose.matching(screenWidth: shape.rect.width, height: shape.rect.height) == pose)
    }

    @Test("the corner radius is estimated within 2 px", arguments: [8.0, 25.0, 50.0, 75.0])
    func estimatesRadius(radius: Double) throws {
        var art = BezelTestArt(holeWidth: 300, holeHeight: 400, holeRadius: radius)
        art.shadingBand = 3
        let shape = try ScreenDetection.detect(in: art.render(), file: "r.png")
        #expect(abs(shape.cornerRadius - radius) <= 2, "estimated \(shape.cornerRadius) for \(radius)")
    }

    @Test("a square-cornered hole has radius 0")
    func squareCorners() throws {
        let art = BezelTestArt(holeWidth: 60, holeHeight: 80, holeRadius: 0)
        let shape = try ScreenDetection.detect(in: art.render(), file: "square.png")
        #expect(shape.rect == art.hole)
        #expect(shape.cornerRadius == 0)
        #expect(shape.mask.coverage.allSatisfy { $0 == 255 })
    }

    @Test("an opaque bar over the centre: the nearest transparent pixel seeds the search")
    func opaqueCentre() throws {
        let art = BezelTestArt(holeWidth: 100, holeHeight: 140, holeRadius: 12)
        var image = art.render()
        let barTop = image.height / 2 - 3
        for y in barTop..<barTop + 7 {
            for x in (art.hole.x + 10)..<(art.hole.maxX - 10) { image[x, y] = .black }
        }
        let shape = try ScreenDetection.detect(in: image, file: "bar.png")
        #expect(shape.rect == art.hole)
        #expect(shape.mask[50, 70] == 255)
    }

    @Test("a transparent area that reaches the border is not a screen")
    func reachesBorder() throws {
        let art = BezelTestArt(holeWidth: 80, holeHeight: 120, holeRadius: 10)
        var image = art.render()
        // Cut a transparent channel from the hole to the top edge.
        for y in 0...art.hole.y + 1 {
            for x in 40..<44 { image[x, y] = .transparent }
        }
        #expect(throws: BezelError.noScreenHole(file: "cut.png", .reachesEdge)) {
            try ScreenDetection.detect(in: image, file: "cut.png")
        }
    }

    @Test("a fully opaque image has no screen")
    func noHole() throws {
        let image = Image(width: 40, height: 30, fill: .black)
        let error = #expect(throws: BezelError.self) { try ScreenDetection.detect(in: image, file: "solid.png") }
        #expect(error?.description.hasPrefix("solid.png: no screen hole") == true)
    }

    @Test("art that is opaque at the centre with only transparent surroundings has no screen")
    func opaqueBodyOnly() throws {
        var image = Image(width: 40, height: 30)
        for y in 5..<25 { for x in 5..<35 { image[x, y] = .black } }
        #expect(throws: BezelError.noScreenHole(file: "body.png", .reachesEdge)) {
            try ScreenDetection.detect(in: image, file: "body.png")
        }
    }

    @Test("a manifest rectangle takes the transparent pixels inside it")
    func manifestRectangle() throws {
        let art = BezelTestArt(holeWidth: 90, holeHeight: 130, holeRadius: 15)
        let image = art.render()
        let shape = try ScreenDetection.shape(in: image, file: "m.png", rect: art.hole, cornerRadius: 15)
        #expect(shape.rect == art.hole && shape.cornerRadius == 15)
        #expect(shape.mask == (try ScreenDetection.detect(in: image, file: "m.png")).mask)
    }
}
