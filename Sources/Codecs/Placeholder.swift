import Raster
import _CodecShims
