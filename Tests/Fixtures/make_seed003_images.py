# Draws seed 003's fifty pictures, Examples/Seed003/Images/image1.png … image50.png: 400 × 300 RGB, a
# gradient with a numbered disc, about the size of the seed's photos decoded (its 50 views took 20.4 MB more
# than its 7). Needs Pillow. Run: python3 Tests/Fixtures/make_seed003_images.py Examples/Seed003/Images
from PIL import Image, ImageDraw, ImageFont
import os, sys
W, H = 400, 300
out = sys.argv[1]
os.makedirs(out, exist_ok=True)
for n in range(1, 51):
    hue = (n * 37) % 360
    im = Image.new("RGB", (W, H))
    top = Image.new("HSV", (1, 1), (hue * 255 // 360, 160, 230)).convert("RGB").getpixel((0, 0))
    bottom = Image.new("HSV", (1, 1), (((hue + 60) % 360) * 255 // 360, 200, 120)).convert("RGB").getpixel((0, 0))
    px = im.load()
    for y in range(H):
        t = y / (H - 1)
        c = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom))
        for x in range(W):
            px[x, y] = c
    d = ImageDraw.Draw(im)
    d.ellipse((W // 2 - 90, H // 2 - 90, W // 2 + 90, H // 2 + 90), fill=(255, 255, 255))
    font = ImageFont.load_default(size=96)
    d.text((W // 2, H // 2), str(n), fill=(40, 40, 40), font=font, anchor="mm")
    im.save(os.path.join(out, "image%d.png" % n), optimize=True)
