import Raster

/// A layer drawn on its own transparent canvas before it is placed: the pixels, and the
/// rectangle in them that the layer's anchor names a point of (a text's box, an image's or a
/// device's whole canvas). Invariant: `frame` has a positive size; the pixels are premultiplied.
struct LayerPicture {
    var image: Image
    var frame: RectF

    /// The anchor's point of `frame`, in the picture's pixels.
    func point(_ anchor: LayerAnchor) -> (x: Double, y: Double) {
        let f = anchor.fractions
        return (frame.x + f.x * frame.width, frame.y + f.y * frame.height)
    }
}
