import Raster
import Warp

/// The output canvas of a fold: its size, where its top-left corner sits in the art frame
/// (whole art pixels, so a flat fold at scale 1 lands on the art's pixels unresampled), and how
/// many canvas pixels one art pixel spans along each axis. Invariant: a canvas pixel position is
/// (art-frame position − origin) × scale; scale 1 (the default) is the art frame shifted.
public struct FoldCanvas: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// The art-frame position of the canvas's pixel (0, 0) corner.
    public let originX: Int
    public let originY: Int
    /// Canvas pixels per art pixel, along x and along y (> 0; 1 draws at the art's own size).
    public let scaleX: Double
    public let scaleY: Double

    public init(width: Int, height: Int, originX: Int, originY: Int, scaleX: Double = 1, scaleY: Double = 1) {
        precondition(width >= 1 && height >= 1, "a canvas has a positive size")
        precondition(scaleX > 0 && scaleX.isFinite && scaleY > 0 && scaleY.isFinite, "a canvas has a positive scale")
        self.width = width; self.height = height; self.originX = originX; self.originY = originY
        self.scaleX = scaleX; self.scaleY = scaleY
    }

    /// The smallest canvas on whole art pixels holding an art-frame box.
    init(covering box: (minX: Double, minY: Double, maxX: Double, maxY: Double)) {
        // A hair of tolerance so exact integer bounds computed with rounding noise stay put.
        let x0 = Int((box.minX + 1e-7).rounded(.down)), y0 = Int((box.minY + 1e-7).rounded(.down))
        let x1 = Int((box.maxX - 1e-7).rounded(.up)), y1 = Int((box.maxY - 1e-7).rounded(.up))
        self.init(width: max(1, x1 - x0), height: max(1, y1 - y0), originX: x0, originY: y0)
    }

    /// The same view grown by `padding` art pixels on every side and drawn onto `width` × `height`
    /// pixels: the padded area maps exactly onto the new canvas (each axis scaled on its own, as a
    /// resize of the padded image to that size would), so a fold drawn on it samples the art once
    /// at the output's size instead of being drawn at the art's size and resized.
    public func framed(padding: Int, width: Int, height: Int) -> FoldCanvas {
        let spanX = Double(self.width) / scaleX + Double(2 * padding)
        let spanY = Double(self.height) / scaleY + Double(2 * padding)
        return FoldCanvas(width: width, height: height, originX: originX - padding, originY: originY - padding,
                          scaleX: Double(width) / spanX, scaleY: Double(height) / spanY)
    }

    /// The canvas's origin as an art-frame point.
    public var offset: Point2D { Point2D(Double(originX), Double(originY)) }

    /// An art-frame point's position on the canvas, in canvas pixels.
    public func place(_ p: Point2D) -> Point2D {
        Point2D((p.x - Double(originX)) * scaleX, (p.y - Double(originY)) * scaleY)
    }
}

/// A rendered fold: the image, the canvas it was drawn on and where the hinge midpoint landed.
public struct FoldedImage: Sendable {
    public var image: Image
    public var canvas: FoldCanvas
    /// The hinge midpoint (the 3D origin) in canvas pixel coordinates.
    public var hingeMidpoint: Point2D
}
