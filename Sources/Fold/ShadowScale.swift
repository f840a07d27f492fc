import Warp

extension FoldShadow {
    /// The same shadow on a canvas `scaleX` × `scaleY` the art frame's size (`FoldCanvas`): every
    /// polygon scaled about the art frame's origin and every blur with it (by the mean of the two
    /// factors, which a fold's canvas keeps within a pixel of each other), so it darkens the same
    /// places of the device as at the art's size. At scale 1 it is this very shadow.
    func scaled(_ scaleX: Double, _ scaleY: Double) -> FoldShadow {
        guard scaleX != 1 || scaleY != 1 else { return self }
        let toCanvas = Homography.scale(scaleX, scaleY)
        let sigmaScale = (scaleX + scaleY) / 2
        return FoldShadow(layers: layers.map { layer in
            Layer(polygons: layer.polygons.compactMap { $0.transformed(by: toCanvas) },
                  sigma: layer.sigma * sigmaScale, opacity: layer.opacity)
        })
    }
}
