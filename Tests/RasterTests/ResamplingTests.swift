import Testing
@testable import Raster

/// Separable resampling in premultiplied space.
struct ResamplingTests {
    static let filters: [ResamplingFilter] = ResamplingFilter.all
    static let sizes: [(Int, Int)] = [(7, 5), (31, 17), (3, 40), (1, 1), (64, 64)]

    @Test(arguments: filters)
    func constantImagesStayConstant(filter: ResamplingFilter) {
        let colour = PremultipliedRGBA8(r: 30, g: 100, b: 170, a: 200)
        let image = Image(width: 19, height: 13, fill: colour)
        for (w, h) in Self.sizes {
            let out = image.resized(width: w, height: h, filter: filter)
            #expect(out.width == w && out.height == h)
            #expect(out == Image(width: w, height: h, fill: colour), "\(filter) to \(w)×\(h)")
        }
    }

    @Test(arguments: filters)
    func resultsStayPremultiplied(filter: ResamplingFilter) {
        // Hard-edged random content makes Lanczos and bicubic ring; clamping keeps colour ≤ alpha.
        let row = TestImages.randomRow(width: 24 * 18, seed: 3)
        let image = Image(width: 24, height: 18, premultipliedPixels: row.pixels)
        for (w, h) in Self.sizes {
            #expect(TestImages.isPremultiplied(image.resized(width: w, height: h, filter: filter)))
        }
    }

    @Test(arguments: filters)
    func transparentEdgeHasNoDarkFringe(filter: ResamplingFilter) {
        // Opaque white on the left half, fully transparent on the right half.
        var image = Image(width: 16, height: 4)
        image.fill(.white, rect: PixelRect(x: 0, y: 0, width: 8, height: 4))
        for (w, h) in [(37, 9), (5, 3), (16, 11)] {
            let out = image.resized(width: w, height: h, filter: filter)
            for p in out.pixels.indices where p % 4 == 3 && out.pixels[p] > 0 {
                // Straight colour stays white wherever anything is visible.
                let straight = PremultipliedRGBA8(r: out.pixels[p - 3], g: out.pixels[p - 2], b: out.pixels[p - 1], a: out.pixels[p]).straight
                #expect(straight.r >= 250 && straight.g >= 250 && straight.b >= 250, "\(filter) \(w)×\(h): \(straight)")
            }
        }
    }

    @Test(arguments: filters)
    func downscaledCheckerboardAverages(filter: ResamplingFilter) {
        let black = PremultipliedRGBA8.black, white = PremultipliedRGBA8.white
        var board = Image(width: 32, height: 32)
        for y in 0..<32 { for x in 0..<32 { board[x, y] = (x + y) % 2 == 0 ? black : white } }
        let out = board.resized(width: 4, height: 4, filter: filter)
        for y in 0..<4 {
            for x in 0..<4 {
                #expect(abs(Int(out[x, y].r) - 128) <= 2 && out[x, y].a == 255, "\(filter) (\(x), \(y)): \(out[x, y])")
            }
        }
    }

    @Test func sameSizeIsIdentityAndOnlyChangedAxesMove() {
        let row = TestImages.randomRow(width: 12 * 9, seed: 8)
        let image = Image(width: 12, height: 9, premultipliedPixels: row.pixels)
        #expect(image.resized(width: 12, height: 9) == image)
        // Only the vertical pass runs: a single-column slice of the result equals resizing that column alone.
        let taller = image.resized(width: 12, height: 20)
        let column = image.cropped(to: PixelRect(x: 5, y: 0, width: 1, height: 9)).resized(width: 1, height: 20)
        #expect(taller.cropped(to: PixelRect(x: 5, y: 0, width: 1, height: 20)) == column)
    }

    @Test func weightsAreNormalisedAndWidenWhenShrinking() {
        let up = ResamplingWeights(filter: .lanczos3, inputSize: 10, outputSize: 25)
        let down = ResamplingWeights(filter: .lanczos3, inputSize: 40, outputSize: 10)
        for weights in [up, down] {
            for i in 0..<weights.outputSize {
                let sum = (0..<weights.count[i]).reduce(Float(0)) { $0 + weights.weights[i * weights.stride + $1] }
                #expect(abs(sum - 1) < 1e-5)
                #expect(weights.start[i] >= 0 && weights.start[i] + weights.count[i] <= weights.inputSize)
            }
        }
        #expect(down.count[5] > up.count[12])
    }
}
