/// Per-output-pixel filter weights along one axis: output i reads `count[i]` consecutive inputs
/// from `start[i]`, weighted by `weights[i × stride ..< i × stride + count[i]]`, which sum to 1.
struct ResamplingWeights {
    let inputSize: Int
    let outputSize: Int
    /// Weights per output pixel (the widest tap count).
    let stride: Int
    let start: [Int]
    let count: [Int]
    let weights: [Float]

    /// Weights for resampling `inputSize` pixels to `outputSize` with `filter`, pixel centres at
    /// i + ½ on both sides; the support widens by the scale factor when shrinking.
    init(filter: ResamplingFilter, inputSize: Int, outputSize: Int) {
        precondition(inputSize >= 1 && outputSize >= 1)
        self.inputSize = inputSize
        self.outputSize = outputSize
        let scale = Double(inputSize) / Double(outputSize)
        let filterScale = max(scale, 1)
        let support = filter.support * filterScale
        let stride = Int(support.rounded(.up)) * 2 + 1
        var start = [Int](repeating: 0, count: outputSize)
        var count = [Int](repeating: 0, count: outputSize)
        var weights = [Float](repeating: 0, count: outputSize * stride)
        var taps = [Double](repeating: 0, count: stride)
        for i in 0..<outputSize {
            let centre = (Double(i) + 0.5) * scale
            let first = max(0, Int((centre - support + 0.5).rounded(.towardZero)))
            let end = min(inputSize, Int((centre + support + 0.5).rounded(.towardZero)))
            let n = min(max(0, end - first), stride)
            var total = 0.0
            for k in 0..<n {
                let w = filter.kernel((Double(first + k) - centre + 0.5) / filterScale)
                taps[k] = w
                total += w
            }
            start[i] = first
            count[i] = n
            for k in 0..<n { weights[i * stride + k] = Float(total != 0 ? taps[k] / total : taps[k]) }
        }
        self.stride = stride
        self.start = start
        self.count = count
        self.weights = weights
    }
}
