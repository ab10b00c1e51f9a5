# Writes the base64 PNG and zlib fixtures of Tests/ReuseCoreTests/PNGFixtures.swift.
# Needs Pillow and pypng (pip install pillow pypng). Run: python3 Tests/Fixtures/make_png_fixtures.py
import png, zlib, base64, io
from PIL import Image
W,H=13,11
def v8(x,y,c): return (x*31+y*17+c*71)%256
def vd(x,y,c,d): return (x*3+y*5+c)%(1<<d)
def v16(x,y,c): return (x*4099+y*257+c*13)%65536
def pypng(rows, **kw):
    b=io.BytesIO(); png.Writer(W,H,**kw).write(b,rows); return b.getvalue()
out={}
# Pillow RGB 8-bit (dynamic Huffman), and stored blocks
im=Image.new("RGB",(W,H)); im.putdata([(v8(x,y,0),v8(x,y,1),v8(x,y,2)) for y in range(H) for x in range(W)])
b=io.BytesIO(); im.save(b,"PNG",compress_level=9); out["rgb8"]=b.getvalue()
b=io.BytesIO(); im.save(b,"PNG",compress_level=0); out["rgb8Stored"]=b.getvalue()
def curved(x,y,c): return (x*x*7+y*y*13+x*y*5+c*71+(x*y*y)//3)%256
# Pillow's adaptive filtering picks None, Up and Paeth for these rows.
im=Image.new("RGBA",(W,H)); im.putdata([tuple(curved(x,y,c) for c in range(4)) for y in range(H) for x in range(W)])
b=io.BytesIO(); im.save(b,"PNG",compress_level=9); out["rgba8Paeth"]=b.getvalue()
out["rgba8Interlaced"]=pypng([[v8(x,y,c) for x in range(W) for c in range(4)] for y in range(H)],greyscale=False,alpha=True,interlace=True)
for d in (1,2,4):
    out["grey%d"%d]=pypng([[vd(x,y,0,d) for x in range(W)] for y in range(H)],greyscale=True,bitdepth=d)
out["grey16Interlaced"]=pypng([[v16(x,y,0) for x in range(W)] for y in range(H)],greyscale=True,bitdepth=16,interlace=True)
out["greyAlpha8"]=pypng([[v8(x,y,c) for x in range(W) for c in range(2)] for y in range(H)],greyscale=True,alpha=True)
out["rgb16Transparent"]=pypng([[v16(x,y,c) for x in range(W) for c in range(3)] for y in range(H)],greyscale=False,bitdepth=16,transparent=(v16(2,3,0),v16(2,3,1),v16(2,3,2)))
pal=[(i*16,255-i*16,i*7,255-i*10) for i in range(16)]
out["palette4"]=pypng([[vd(x,y,0,4) for x in range(W)] for y in range(H)],palette=pal,bitdepth=4)
# grey 8 with tRNS key
out["grey8Transparent"]=pypng([[vd(x,y,0,8) for x in range(W)] for y in range(H)],greyscale=True,bitdepth=8,transparent=vd(4,4,0,8))
# raw zlib streams
text=bytes((i*i)%251 for i in range(3000))
rep=(b"abcabcabcabc"*300)[:3333]
co=zlib.compressobj(9,zlib.DEFLATED,15,9,zlib.Z_FIXED); fixed=co.compress(rep)+co.flush()
out["zlibFixed"]=fixed
out["zlibDynamic"]=zlib.compress(rep+text,9)
out["zlibStored"]=zlib.compress(text,0)
for k,v in out.items():
    print('        "%s": "%s",' % (k, base64.b64encode(v).decode()))
