// The umbrella module: `import DuoMockup` brings the whole public API of the package, module by
// module (Docs/Library.md has the map). It owns no code of its own.
@_exported import Codecs
@_exported import Colour
@_exported import Compose
@_exported import Fold
@_exported import Gallery
@_exported import Mockup
@_exported import Motion
@_exported import Raster
@_exported import TextEngine
@_exported import Warp
