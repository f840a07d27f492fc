import Mockup
