import Testing
import TestSupport
@testable import Raster

/// Runs, their components and the enclosed-hole fill, against a pixel-by-pixel flood fill.
struct RowRunsTests {
    /// A random mask: each pixel 0 or 255, `density` the chance of 255, in blobs of 2×2 so that
    /// components have shape.
    static func randomMask(width: Int, height: Int, density: Double, seed: UInt64) -> Mask {
        var random = SeededGenerator(seed: seed)
        var mask = Mask(width: width, height: height)
        for y in stride(from: 0, to: height, by: 2) {
            for x in stride(from: 0, to: width, by: 2) where Double.random(in: 0..<1, using: &random) < density {
                for dy in 0..<2 where y + dy < height {
                    for dx in 0..<2 where x + dx < width { mask[x + dx, y + dy] = 255 }
                }
            }
        }
        // Single-pixel specks too, so runs of length 1 and diagonal contacts occur.
        for _ in 0..<(width * height / 20) {
            let x = Int.random(in: 0..<width, using: &random), y = Int.random(in: 0..<height, using: &random)
            mask[x, y] = mask[x, y] == 0 ? 255 : 0
        }
        return mask
    }

    /// Component labels of the pixels `isIn` accepts, by breadth-first search over 4-neighbours:
    /// -1 for other pixels.
    static func floodLabels(width: Int, height: Int, _ isIn: (Int, Int) -> Bool) -> [Int] {
        var labels = [Int](repeating: -1, count: width * height)
        var next = 0
        for y in 0..<height {
            for x in 0..<width where isIn(x, y) && labels[y * width + x] < 0 {
                var queue = [(x, y)]
                labels[y * width + x] = next
                while let (px, py) = queue.popLast() {
                    for (nx, ny) in [(px - 1, py), (px + 1, py), (px, py - 1), (px, py + 1)]
                    where nx >= 0 && ny >= 0 && nx < width && ny < height && isIn(nx, ny) && labels[ny * width + nx] < 0 {
                        labels[ny * width + nx] = next
                        queue.append((nx, ny))
                    }
                }
                next += 1
            }
        }
        return labels
    }

    @Test(arguments: [(0.2, 1 as UInt64), (0.5, 2), (0.8, 3)])
    func runsAndComponentsMatchAFloodFill(density: Double, seed: UInt64) {
        let mask = Self.randomMask(width: 61, height: 47, density: density, seed: seed)
        let runs = RowRuns(zerosIn: mask)
        // The runs cover exactly the zero pixels, maximal and sorted.
        var covered = [Bool](repeating: false, count: mask.width * mask.height)
        for k in 0..<mask.height {
            var previousEnd = -1
            for i in runs.runs(inRow: k) {
                let columns = runs.columns(of: i)
                #expect(!columns.isEmpty && columns.lowerBound > previousEnd)
                previousEnd = columns.upperBound
                for x in columns { covered[k * mask.width + x] = true }
            }
        }
        #expect(covered == mask.coverage.map { $0 == 0 })
        // Two zero pixels share a component exactly when a flood fill joins them.
        let labels = Self.floodLabels(width: mask.width, height: mask.height) { mask[$0, $1] == 0 }
        let components = RunComponents(runs)
        var rootForLabel: [Int: Int] = [:], labelForRoot: [Int: Int] = [:]
        for k in 0..<mask.height {
            for i in runs.runs(inRow: k) {
                let label = labels[k * mask.width + runs.columns(of: i).lowerBound]
                let root = components.root(of: i)
                #expect(rootForLabel[label, default: root] == root)
                #expect(labelForRoot[root, default: label] == label)
                rootForLabel[label] = root; labelForRoot[root] = label
            }
        }
        #expect(rootForLabel.count > 3)
    }

    @Test(arguments: [(0.3, 11 as UInt64), (0.6, 12), (0.75, 13)])
    func enclosedHolesAreThoseAFloodFromTheBorderMisses(density: Double, seed: UInt64) {
        var mask = Self.randomMask(width: 53, height: 40, density: density, seed: seed)
        let labels = Self.floodLabels(width: mask.width, height: mask.height) { mask[$0, $1] == 0 }
        var outside = Set<Int>()
        for y in 0..<mask.height {
            for x in 0..<mask.width where (x == 0 || y == 0 || x == mask.width - 1 || y == mask.height - 1) {
                if labels[y * mask.width + x] >= 0 { outside.insert(labels[y * mask.width + x]) }
            }
        }
        let expected = (0..<labels.count).map { i -> UInt8 in
            mask.coverage[i] != 0 ? mask.coverage[i] : outside.contains(labels[i]) ? 0 : 255
        }
        let holes = expected.enumerated().filter { mask.coverage[$0.offset] == 0 && $0.element == 255 }.count
        mask.fillEnclosedHoles()
        #expect(mask.coverage == expected)
        #expect(holes > 0, "the data should have enclosed holes to fill")
    }

    /// Alpha runs of 1 to 40 pixels (opaque, clear, and every level between, 254 included), read
    /// eight pixels at a time where they can be: the runs are exactly the non-opaque pixels of
    /// the area, at every alignment of area and run.
    @Test(arguments: [PixelRect(x: 0, y: 0, width: 203, height: 37), PixelRect(x: 5, y: 3, width: 150, height: 20),
                      PixelRect(x: 190, y: 30, width: 40, height: 40)])
    func nonOpaqueRunsOverLongStretches(area: PixelRect) {
        var random = SeededGenerator(seed: UInt64(area.x + 1))
        var image = Image(width: 203, height: 37)
        var alpha: UInt8 = 0, left = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                if left == 0 {
                    let kind = Int.random(in: 0..<4, using: &random)
                    alpha = kind == 0 ? 255 : kind == 1 ? 0 : kind == 2 ? 254 : UInt8.random(in: 1...254, using: &random)
                    left = Int.random(in: 1...40, using: &random)
                }
                left -= 1
                image[x, y] = PremultipliedRGBA8(r: 0, g: alpha / 2, b: 0, a: alpha)
            }
        }
        let runs = RowRuns(nonOpaqueIn: image, area: area)
        let clipped = area.intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
        #expect(runs.area == clipped)
        var wrong = 0, marked = 0
        for k in 0..<clipped.height {
            var inRun = [Bool](repeating: false, count: image.width)
            for i in runs.runs(inRow: k) { for x in runs.columns(of: i) { inRun[x] = true } }
            for x in 0..<image.width {
                let expected = x >= clipped.minX && x < clipped.maxX && image[x, clipped.y + k].a != 255
                if inRun[x] != expected { wrong += 1 }
                if expected { marked += 1 }
            }
        }
        #expect(wrong == 0)
        #expect(marked > 0 && marked < clipped.width * clipped.height)
    }

    @Test func nonOpaqueRunsReadAlphaInsideTheClippedArea() {
        var image = Image(width: 9, height: 4)   // transparent
        for y in 0..<4 {
            for x in 0..<9 where (x + y) % 3 == 0 { image[x, y] = PremultipliedRGBA8(r: 1, g: 2, b: 3, a: 255) }
        }
        let runs = RowRuns(nonOpaqueIn: image, area: PixelRect(x: 2, y: 1, width: 20, height: 2))
        #expect(runs.area == PixelRect(x: 2, y: 1, width: 7, height: 2))
        var found: [[Range<Int>]] = []
        for k in 0..<runs.area.height { found.append(runs.runs(inRow: k).map { runs.columns(of: $0) }) }
        // Row 1: opaque at x = 2, 5, 8; row 2: x = 1, 4, 7.
        #expect(found == [[3..<5, 6..<8], [2..<4, 5..<7, 8..<9]])
    }
}
