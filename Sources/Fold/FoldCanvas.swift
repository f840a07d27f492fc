import Raster
import Warp

/// The output canvas of a fold: its size, and where its top-left corner sits in the art frame
/// (whole pixels, so a flat fold lands on the art's pixels unresampled).
public struct FoldCanvas: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// The art-frame position of the canvas's pixel (0, 0) corner.
    public let originX: Int
    public let originY: Int

    public init(width: Int, height: Int, originX: Int, originY: Int) {
        precondition(width >= 1 && height >= 1, "a canvas has a positive size")
        self.width = width; self.height = height; self.originX = originX; self.originY = originY
    }

    /// The smallest canvas on whole art pixels holding an art-frame box.
    init(covering box: (minX: Double, minY: Double, maxX: Double, maxY: Double)) {
        // A hair of tolerance so exact integer bounds computed with rounding noise stay put.
        let x0 = Int((box.minX + 1e-7).rounded(.down)), y0 = Int((box.minY + 1e-7).rounded(.down))
        let x1 = Int((box.maxX - 1e-7).rounded(.up)), y1 = Int((box.maxY - 1e-7).rounded(.up))
        self.init(width: max(1, x1 - x0), height: max(1, y1 - y0), originX: x0, originY: y0)
    }

    /// The canvas's origin as an art-frame point.
    public var offset: Point2D { Point2D(Double(originX), Double(originY)) }
}

/// A rendered fold: the image, the canvas it was drawn on and where the hinge midpoint landed.
public struct FoldedImage: Sendable {
    public var image: Image
    public var canvas: FoldCanvas
    /// The hinge midpoint (the 3D origin) in canvas pixel coordinates.
    public var hingeMidpoint: Point2D
}
