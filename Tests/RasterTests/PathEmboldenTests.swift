import Testing
import Raster

/// `Path.emboldened`: outlines grow outward by the amount whichever way they wind, holes shrink,
/// sharp spikes and the shape's curves keep their form.
struct PathEmboldenTests {
    static func square(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, clockwiseOnScreen: Bool) -> Path {
        var p = Path()
        let corners = [PointF(x: x0, y: y0), PointF(x: x1, y: y0), PointF(x: x1, y: y1), PointF(x: x0, y: y1)]
        let order = clockwiseOnScreen ? corners : corners.reversed()
        p.move(to: order[0])
        for c in order.dropFirst() { p.line(to: c) }
        p.close()
        return p
    }

    /// Alpha summed over a filled path, in px.
    static func area(_ path: Path, size: Int = 64) -> Double {
        var image = Image(width: size, height: size)
        image.fill(path, colour: PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        var sum = 0
        for y in 0..<size { for x in 0..<size { sum += Int(image[x, y].a) } }
        return Double(sum) / 255
    }

    @Test(arguments: [true, false])
    func aSquareGrowsByTheAmountOnEverySideWhicheverWayItWinds(clockwise: Bool) throws {
        let grown = Self.square(10, 10, 30, 20, clockwiseOnScreen: clockwise).emboldened(by: 1.5)
        let box = try #require(grown.controlBounds)
        #expect(abs(box.minX - 8.5) < 1e-9 && abs(box.minY - 8.5) < 1e-9)
        #expect(abs(box.maxX - 31.5) < 1e-9 && abs(box.maxY - 21.5) < 1e-9)
        #expect(abs(Self.area(grown) - 23 * 13) < 0.5)
    }

    @Test func aHoleShrinksAsItsOutlineThickens() throws {
        // A frame: the outer square one way round, the hole the other (as fonts draw them).
        var frame = Self.square(8, 8, 40, 40, clockwiseOnScreen: true)
        frame.append(Self.square(16, 16, 32, 32, clockwiseOnScreen: false))
        let before = Self.area(frame)
        let grown = frame.emboldened(by: 2)
        #expect(abs(before - (32 * 32 - 16 * 16)) < 0.5)
        #expect(abs(Self.area(grown) - (36 * 36 - 12 * 12)) < 0.5)
        // The hole's edge moved inward: its old corner region is now ink.
        var image = Image(width: 64, height: 64)
        image.fill(grown, colour: PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(image[17, 17].a == 255 && image[24, 24].a == 0)
    }

    @Test func pointsOnAStraightEdgeMoveStraightOutAndCurvesKeepTheirElements() throws {
        var p = Path()
        p.move(to: PointF(x: 10, y: 10)); p.line(to: PointF(x: 20, y: 10)); p.line(to: PointF(x: 30, y: 10))
        p.quad(control: PointF(x: 30, y: 30), to: PointF(x: 10, y: 30)); p.close()
        let grown = p.emboldened(by: 1)
        #expect(grown.elements.count == p.elements.count)
        guard case .line(let mid) = grown.elements[1], case .quad = grown.elements[3] else {
            Issue.record("elements changed kind: \(grown.elements)"); return
        }
        // The middle point of the straight top edge moves 1 px straight away from the shape.
        #expect(abs(mid.x - 20) < 1e-9 && abs(mid.y - 9) < 1e-9)
    }

    @Test func aNeedleDoesNotShootOut() throws {
        // A spike turning back on itself at (40, 20): that point stays where it is.
        var p = Path()
        p.move(to: PointF(x: 10, y: 19)); p.line(to: PointF(x: 40, y: 20)); p.line(to: PointF(x: 10, y: 21)); p.close()
        let grown = p.emboldened(by: 2)
        guard case .line(let tip) = grown.elements[1] else { Issue.record("\(grown.elements)"); return }
        #expect(tip == PointF(x: 40, y: 20))
        let box = try #require(grown.controlBounds)
        #expect(box.maxX <= 40 + 1e-9)
    }

    @Test func stepsAfterACloseWithoutAMoveStartFromTheClosedSubpathsStart() throws {
        // Two squares sharing the corner (10, 10): the second drawn on from there after the close.
        var p = Self.square(10, 10, 20, 20, clockwiseOnScreen: true)
        p.line(to: PointF(x: 0, y: 10)); p.line(to: PointF(x: 0, y: 0)); p.line(to: PointF(x: 10, y: 0)); p.close()
        let grown = p.emboldened(by: 1)
        #expect(grown.elements.count == p.elements.count + 1)   // the second subpath gains its move
        let box = try #require(grown.controlBounds)
        #expect(abs(box.minX + 1) < 1e-9 && abs(box.minY + 1) < 1e-9 && abs(box.maxX - 21) < 1e-9)
    }

    @Test func noAmountOrNoAreaLeavesThePathAlone() {
        let square = Self.square(0, 0, 4, 4, clockwiseOnScreen: true)
        #expect(square.emboldened(by: 0) == square)
        var line = Path()
        line.move(to: PointF(x: 0, y: 0)); line.line(to: PointF(x: 5, y: 0)); line.close()
        #expect(line.emboldened(by: 1) == line)
    }
}
