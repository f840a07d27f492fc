import Testing
import Warp

@Suite struct HomographyTests {
    let from = [Point2D(0, 0), Point2D(100, 0), Point2D(100, 60), Point2D(0, 60)]
    let to = [Point2D(10, 5), Point2D(95, 20), Point2D(90, 70), Point2D(12, 58)]

    func near(_ a: Point2D, _ b: Point2D, _ tol: Double = 1e-8) -> Bool { a.distance(to: b) <= tol }

    @Test func solvedMapSendsEachPointToItsPartner() throws {
        let h = try #require(Homography(mapping: from, to: to))
        for (p, q) in zip(from, to) { #expect(near(h.apply(p), q)) }
    }

    @Test func inverseAndCompositionRoundTrip() throws {
        let h = try #require(Homography(mapping: from, to: to))
        let inv = try #require(h.inverted())
        for (p, q) in zip(from, to) { #expect(near(inv.apply(q), p)) }
        let probe = Point2D(37.25, 41.5)
        #expect(near((inv * h).apply(probe), probe))
        #expect(near((h * inv).apply(probe), probe))
        let g = try #require(Homography(mapping: to, to: from.map { Point2D($0.x * 2 + 3, $0.y - 7) }))
        #expect(near((g * h).apply(probe), g.apply(h.apply(probe))))
        #expect(near(h.composed(after: .identity).apply(probe), h.apply(probe)))
    }

    @Test func jacobianMatchesFiniteDifferences() throws {
        let h = try #require(Homography(mapping: from, to: to))
        let p = Point2D(40, 30), e = 1e-5
        let j = h.jacobian(at: p)
        let dx = (h.apply(Point2D(p.x + e, p.y)) - h.apply(Point2D(p.x - e, p.y))) * (1 / (2 * e))
        let dy = (h.apply(Point2D(p.x, p.y + e)) - h.apply(Point2D(p.x, p.y - e))) * (1 / (2 * e))
        #expect(near(j.dx, dx, 1e-6) && near(j.dy, dy, 1e-6))
    }

    @Test func degenerateInputsAreRefused() {
        let collinear = [Point2D(0, 0), Point2D(1, 1), Point2D(2, 2), Point2D(0, 5)]
        #expect(Homography(mapping: collinear, to: to) == nil)
        #expect(Homography([1, 2, 3, 2, 4, 6, 0, 0, 1]).inverted() == nil)
    }

    @Test func integerTranslationIsRecognised() throws {
        let shifted = from.map { Point2D($0.x + 3, $0.y - 2) }
        let h = try #require(Homography(mapping: from, to: shifted))
        #expect(h.isIntegerTranslation())
        #expect(!Homography.translation(0.5, 0).isIntegerTranslation())
    }
}
