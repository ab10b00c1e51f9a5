import Foundation
import ReuseCore
import Testing

/// Images of every PNG colour type and bit depth, interlaced and not, and zlib streams of each block type,
/// written by Pillow 13, pypng 0.20220715 and Python's zlib (`Tests/Fixtures/make_png_fixtures.py`).
/// Each pixel follows a formula, so the expected colours are computed here rather than stored.
enum PNGFixtures {
    static let width = 13
    static let height = 11

    static func v8(_ x: Int, _ y: Int, _ c: Int) -> UInt8 { UInt8((x * 31 + y * 17 + c * 71) % 256) }
    static func levels(_ x: Int, _ y: Int, depth: Int) -> Int { (x * 3 + y * 5) % (1 << depth) }
    static func curved(_ x: Int, _ y: Int, _ c: Int) -> UInt8 {
        UInt8((x * x * 7 + y * y * 13 + x * y * 5 + c * 71 + x * y * y / 3) % 256)
    }
    static func v16(_ x: Int, _ y: Int, _ c: Int) -> Int { (x * 4099 + y * 257 + c * 13) % 65536 }

    static func bytes(_ name: String) -> [UInt8] { Array(Data(base64Encoded: base64[name]!)!) }

    static let base64: [String: String] = [
        "rgb8":
            "iVBORw0KGgoAAAANSUhEUgAAAA0AAAALCAIAAAAr0JA2AAAAF0lEQVR42mNkcO+TJwIwCRIHRtXRRx0A3jofLdArqCgAAAAA"
            + "SUVORK5CYII=",
        "rgb8Stored":
            "iVBORw0KGgoAAAANSUhEUgAAAA0AAAALCAIAAAAr0JA2AAABw0lEQVR4AQG4AUf+AQBHjh8fHx8fHx8fHx8fHx8fHx8fHx8f"
            + "Hx8fHx8fHx8fHx8fHx8fHwIRERERERERERERERERERERERERERERERERERERERERERERERERERECERERERERERERERERERER"
            + "ERERERERERERERERERERERERERERERERAhEREREREREREREREREREREREREREREREREREREREREREREREREREQIRERERERER"
            + "ERERERERERERERERERERERERERERERERERERERERERECERERERERERERERERERERERERERERERERERERERERERERERERERER"
            + "AhEREREREREREREREREREREREREREREREREREREREREREREREREREQIRERERERERERERERERERERERERERERERERERERERER"
            + "ERERERERERECERERERERERERERERERERERERERERERERERERERERERERERERERERAhERERERERERERERERERERERERERERER"
            + "EREREREREREREREREREREQIRERERERERERERERERERERERERERERERERERERERERERERERERERHeOh8tQSiMyAAAAABJRU5E"
            + "rkJggg==",
        "rgba8Paeth":
            "iVBORw0KGgoAAAANSUhEUgAAAA0AAAALCAYAAACksgdhAAACUklEQVR42gFHArj9AABHjtUHTpXcHGOq8T+GzRRwt/5Fr/Y9"
            + "hPxDitFXnuUswAdOlTd+xQy8A0qRT5bdJPA3fsUCDQ0NDRISEhIXFxcXHR0dHSIiIiInJycnLS0tLTIyMjI3Nzc3PT09PUJC"
            + "QkJHR0dHTU1NTQA0e8IJRo3UG2at9DuV3CNq0RhfphtiqfB0uwJJ2iFor06V3CPRGF+mYajvNv9GjdSs8zqBAHW8A0qO1Rxj"
            + "tfxDiuoxeL8tdLsCfsUMU90ka7JKkdgfxQxTmk6V3CPlLHO6itEYXz2EyxIA0BdepfA3fsUeZazzW6LpMKXsM3r9RIvSZKvy"
            + "OdgfZq1aoegv6zJ5wInQF141fMMK8Dd+xQBFjNMabbT7QqPqMXjoL3a9OoHID5rhKG8JUJfehcwTWg9WneSo7zZ9TpXcIwJJ"
            + "kNfFDFOaBI+Pj48xMTEx19ehP+6pTe6yWwSyaRu7acPDdzKFzMzM1dWT1aHd3d3m5ubm7+/v78v39/cEqampqbI64+NISPq7"
            + "VxLFVynOZCnX19fX4eHh4eqO6urz8/Pz/f39/QYGBgYPDw8P1RkZGQTDw8PDBwdEBx/XHx/h4eHh6+vr6/V89fX///+LCQkJ"
            + "CRMTExMdHR0dJycnJ/f39zE7EBDfBN3d3d0sLOhP8/Nd8/39/f0ICAgIExMTEx0dHZUooygoMzMzM7898vIKzUgKIyPbI+np"
            + "6V0E9/f39wICAgINDQ0NGRkZGSQkJCQvki8vOzs7O65GRukCArxRXRwcy9hoNdjm5ubm9fV/9Uy2D/RpNkxHAAAAAElFTkSu"
            + "QmCC",
        "rgba8Interlaced":
            "iVBORw0KGgoAAAANSUhEUgAAAA0AAAALCAYAAAHTtTf3AAACEklEQVR4nBXRh0MPYBDG8bMlK0UJRVYyioiMSCmEiMiIlLIj"
            + "IiMiMqJERCIiMn5EZEREyciKjKiQnS0jyvi+f8DdfZ7nRBzD75X0XHFDVt2q577kck1XCUyvNsT/TPl+UtFpQ26ZXWi22K+5"
            + "Uz+tyqBN3Zdd0zn1zyFMbEKu66aU67vOalGGtgRfrT3ib5+1dxdcqOosmTWGxfRefVv/XKUBkWIy+chPj4SPnWJftpmd13TK"
            + "UcPx+z657XjVNiq/2VTxOfStW/y7DvMLW8082Xji4e9j97y33PbczO9Rk0mJcuBLl6A35nNTW0w/Xjrh4FfrXW8tAp629E02"
            + "8tYUizGj7ozGMJrLqD6jroyKLRmCEKQiL0VhTZ4AJOLFvjj2PWFfI/aNZl80+4Qco4i7hSz3KUGPPC5EjxDUgahTUJegtkLt"
            + "jzpJCBtLFXkENqQON0JHUUmO6JDMgmvOpPNNLrMLy2ngqSnuujSrzsidRe3nndcavLnAdMaJP/TdUGVXp8WS0lyQ+FFrxAMj"
            + "78QfPZbfrDtm94eOCy9WH7r1WetZp6X/+ofGFGmjHqRYorKqB0VSVdKvXiuzDcbt/dx58aVaw7e/aDfnbIWBGx+bTDv225av"
            + "eagiFVlUD6p3ZKHI9iO7guw1ssrImiOzR+aFLBhZHJ9JE9WRejgyDbIsZEXItJCZInNE5oMsBFk8snSeX/gf33kcivcVYNwA"
            + "AAAASUVORK5CYII=",
        "grey1":
            "iVBORw0KGgoAAAANSUhEUgAAAA0AAAALAQAAAACMyTrMAAAAEUlEQVR4nGMIDWBYtYIBNwkArPEKeeVhYlEAAAAASUVORK5C"
            + "YII=",
        "grey2":
            "iVBORw0KGgoAAAANSUhEUgAAAA0AAAALAgAAAADLaUAcAAAAIElEQVR4nGOwtLRkYPDz83NgmDx5cgPDkydPDjAQFgMA9awT"
            + "A4AcwnsAAAAASUVORK5CYII=",
        "grey4":
            "iVBORw0KGgoAAAANSUhEUgAAAA0AAAALBAAAAABEKbW8AAAARElEQVR4nGNgzjyv2v3QgSFin0jVBbMJDGvBAg8YPoEFDBjc"
            + "wQINDHMgAgwPwQIKDGZggQKGbrDAAYYLYAEBBlWwQAIAT/Ik57w6lSQAAAAASUVORK5CYII=",
        "grey16Interlaced":
            "iVBORw0KGgoAAAANSUhEUgAAAA0AAAALEAAAAAGmTrRoAAABPElEQVR4nAXBRXuCABgA4M9EEBRBEBSDEtRtz7pO6zqt67Su"
            + "07pO6zqt67Su07pO6/pVe18AmODAZlsIQQ7+okCJ+ycOzOYCckb40CFkbaL2AqBgbeyRBLqjy3sWBqNRsuU5WtxT3oPQWxis"
            + "1jBeRHVwc4ET5SsKGBYly9geYUm60P8SgDQlouXOXmbZdykCZUm2V7r6Pav+axncSCpRTQ/y68FbFVg03VnLDPs2xXsNOHum"
            + "q94z6t+WHyPgJbLpRn48uKs+x8BgcJlFJAnLJSrIZrqPneRXhP3glfSqgslEW2U0Bc93VlGtzAA37VsLHIo3yrsGFgtjU+1p"
            + "jkJXjbvdM+Sd9W+EjuW78GcEEMSDaUQGWUzXsZ38iDAf3JJO1Qf9OwYoyuMRZxZVyjRw3b6xwKK4o5xrT9Hf+H+sKkVFIKlN"
            + "uAAAAABJRU5ErkJggg==",
        "greyAlpha8":
            "iVBORw0KGgoAAAANSUhEUgAAAA0AAAALCAQAAAAOu8/qAAABNElEQVR4nAEpAdb+AABHH2Y+hV2kfMOb4roB2SD4PxdeNn1V"
            + "nHS7ABFYMHdPlm61jdSs88sS6jEJUChvR45mrYXMACJpQYhgp3/GnuW9BNwj+0IaYTmAWJ93vpbdADN6UplxuJDXr/bOFe00"
            + "DFMrckqRabCIz6fuAESLY6qCyaHowAffJv5FHWQ8g1uiesGZ4Lj/AFWcdLuT2rL50RjwNw9WLnVNlGyzi9Kq8ckQAGathcyk"
            + "68MK4ikBSCBnP4ZepX3EnOO7AtohAHe+lt21/NQb8zoSWTF4UJdvto7VrfTME+syAIjPp+7GDeUsBEsjakKJYaiAx5/mvgXd"
            + "JPxDAJnguP/XHvY9FVw0e1OacrmR2LD3zxbuNQ1UAKrxyRDoLwdOJm1FjGSrg8qi6cEI4Cf/Rh5lT6eSbGvynW4AAAAASUVO"
            + "RK5CYII=",
        "rgb16Transparent":
            "iVBORw0KGgoAAAANSUhEUgAAAA0AAAALEAIAAAB7QEx1AAAABnRSTlMjCSMWIyNUbMt5AAADOElEQVR4nAXBNUMqAQAA4FMa"
            + "Rfrgjrou+mgwSGuya7Jrsmuya7KfOtk12TXZ9ave9wEAACgAWCVQqVQWRIxoEcQj84AePJ4bh+JUhbLCXME2a5ptzY4+fR/W"
            + "5540TpKT/IpphVkJ7Fn37HvhS/TSdRl7IV68L4VAVlZWXpZJLVSr1VZUgupQ1Cv3GrxEQpGAE3SlqtJSybVoW5AWZz/Yj/d7"
            + "pqApasq3al5lV4P7tn3HfuQKu3Jf5b+Sr/xrEZCdna3MNmtEGo3GhkkxPYbxObyRJ5N5SVOSqVJXWavsrbpWtNU1YBggBrzT"
            + "8DQ97V+zrHFroQPkwHkQvcavPdcFb9Sb7y0OCAQClcCiFWu1WgSX4SCO+3J9kI9KKVPmFFutqbZVO9r0bVibe9A4SA7yM6YZ"
            + "Ziawbl23r4cP0UPXYeyGuPHeFL7T7/73BCAUCtVCq06i0+lQQk4YCMKv8MN+Oq1KW9JcjbYGqXG2g+14u2cIGqKGfLPmWXY2"
            + "uGHbcGxEjrAj91H+LXnL3xZ9MB+BjyQgEok0IpteqtfrMTKHNJJkIC9gCjAZdcaasdfqatFaV4ehg+jwDsPD9LB/zjLHzYU2"
            + "kU3nZvQYP/YcF9xRd767+Cf7GfxMAWKxWCtGQBkIgjiVS0EUFVQGzUG2WFNsK3bU6euwOnensZPs5EdMI8xIYN46b58Pb6Fb"
            + "rq3YCXHiPSm8p+/994kv7iv0lQYkEolOghrkBoOBoBU0TNMhVcgS4kq0JUiJsx6sx+s9XVAX1eUbNY+yo8EF24JjIfIP++f+"
            + "l39KnvKnRQ/MQ+Ah+W3/Dn9nAKlUqpdixhyj0UgyeYyJYcLqsDVsL9WVoqWuBkMD0eDthrvpbv+YZYwbCy0ii87F6Da+7dku"
            + "OKPOfGfxR/Yx+Jj6cfxEfooBmUwGynAoF4IgilWyZpaNaCK2iKNMX4aVuRuNjWQj32PqYXoC49Zx+3h4CV1yLcV2iB3vTuE5"
            + "fe4/TzxxT6Gn9K/zN/pbAsjlcoOcgBUwDNOcirNwXFQbRaLOcrAcL/c0QU1Uk6/X3Mv2BidsE46JyDK27F7O3yV3+d2iC+Yi"
            + "cJF8tj+HnzN/rr/YX+l/EYvlllj/WX0AAAAASUVORK5CYII=",
        "palette4":
            "iVBORw0KGgoAAAANSUhEUgAAAA0AAAALBAMAAABWnBpSAAAAMFBMVEUA/wAQ7wcg3w4wzxVAvxxQryNgnypwjzGAfziQbz+g"
            + "X0awT03AP1TQL1vgH2LwD2mp4hopAAAAEHRSTlP/9evh183Dua+lm5GHfXNpjyn2iwAAAERJREFUeJxjYM48r9r90IEhYp9I"
            + "1QWzCQxrwQIPGD6BBQwY3MECDQxzIAIMD8ECCgxmYIEChm6wwAGGC2ABAQZVsEACAE/yJOe8OpUkAAAAAElFTkSuQmCC",
        "grey8Transparent":
            "iVBORw0KGgoAAAANSUhEUgAAAA0AAAALCAAAAACB2Vi9AAAAAnRSTlMAIE397fAAAABySURBVHicY2BgZuPk4RcSlZCWU1Rh"
            + "YOXg5hMUEZeSVVBW02Tg4hUQFpOUkVdS1dDWY4ApUtfSNTBmgCnS0TcytWCAKTI0MbeyZYApMrO0sXdigCmytnN0cWeAKXJw"
            + "dvP0YYApcvXw9gtkgCny8g0IDgMAm+wYBnPxyRYAAAAASUVORK5CYII=",
        "zlibFixed":
            "eAFLTEpOHEWjaBSNolE0ikbRKBpFo2gUjaIRgwBP//wn",
        "zlibDynamic":
            "eNpLTEpOHEWjaBSNolE0ikbRKBpFo2gUjaIRgxgYWTgFJFUMHQJTKiesPPKQVc0zb+q+l9Je1esey0dMviASOuOuZtFe/rj1"
            + "7DGbBXNO6vZ9jD5kMJu35m3qrbDz/mcCLkbey/rcLLrE6mw68xybm7XKxwpkjpaqX+tx+bm12PjDlionnssLC53FXxyYVRZi"
            + "Ivb19uG1M9vLM2ODvV0d7e0dXb2DYzPL22euPXz7q5hJSNmsAy/EnQsXXuZxqtrywbh460+XnmvqpUdlCo4p1960mcOcftZq"
            + "iWjz56x7kRcDzvifD7uV+raGd7bBoeiPfboncwQ3x7Cvj+PfW6R5d0aoyIXJEfKP11V7Sb/cNzXPU4314ZGVEypTAh0MVSQF"
            + "OFkYR70+6vVRr496fdTro14f9fqo10e9Pur1IeN1ABFXZk8=",
        "zlibStored":
            "eAEBuAtH9AABBAkQGSQxQFFkeZCpxOEFJklulb7pG0p7ruMfWJPQFFWY3SlyvQ9erwdcsxFsyS2O8VvCMJsNfO1l2lbPT8xQ"
            + "0VneavODFaQ6zWcDnDzZfSPGcBzFdSfWjET5tXMz8LR6QgzToXFDF+jAmnZUNBb128OtmYd3aV1TS0VBPz9BRUtTXWl3h5mt"
            + "w9v1FjRUdprA6BdDcaHTDEJ6tPAzc7X5RIzWJ3XFHHDGI33ZPJwDZ806pBWD82reWdFQzE/PVtpl7XwNmzDCW/GOLclsEbNc"
            + "B69eD71yKd2YVRTQk1gf4657ShvpvpVuSSYF4cSpkHlkUUAxJBkQCQQBAAEECRAZJDFAUWR5kKnE4QUmSW6VvukbSnuu4x9Y"
            + "k9AUVZjdKXK9D16vB1yzEWzJLY7xW8Iwmw187WXaVs9PzFDRWd5q84MVpDrNZwOcPNl9I8ZwHMV1J9aMRPm1czPwtHpCDNOh"
            + "cUMX6MCadlQ0FvXbw62Zh3dpXVNLRUE/P0FFS1NdaXeHma3D2/UWNFR2msDoF0NxodMMQnq08DNztflEjNYndcUccMYjfdk8"
            + "nANnzTqkFYPzat5Z0VDMT89W2mXtfA2bMMJb8Y4tyWwRs1wHr14PvXIp3ZhVFNCTWB/jrntKG+m+lW5JJgXhxKmQeWRRQDEk"
            + "GRAJBAEAAQQJEBkkMUBRZHmQqcThBSZJbpW+6RtKe67jH1iT0BRVmN0pcr0PXq8HXLMRbMktjvFbwjCbDXztZdpWz0/MUNFZ"
            + "3mrzgxWkOs1nA5w82X0jxnAcxXUn1oxE+bVzM/C0ekIM06FxQxfowJp2VDQW9dvDrZmHd2ldU0tFQT8/QUVLU11pd4eZrcPb"
            + "9RY0VHaawOgXQ3Gh0wxCerTwM3O1+USM1id1xRxwxiN92TycA2fNOqQVg/Nq3lnRUMxPz1baZe18DZswwlvxji3JbBGzXAev"
            + "Xg+9cindmFUU0JNYH+Oue0ob6b6VbkkmBeHEqZB5ZFFAMSQZEAkEAQABBAkQGSQxQFFkeZCpxOEFJklulb7pG0p7ruMfWJPQ"
            + "FFWY3SlyvQ9erwdcsxFsyS2O8VvCMJsNfO1l2lbPT8xQ0VneavODFaQ6zWcDnDzZfSPGcBzFdSfWjET5tXMz8LR6QgzToXFD"
            + "F+jAmnZUNBb128OtmYd3aV1TS0VBPz9BRUtTXWl3h5mtw9v1FjRUdprA6BdDcaHTDEJ6tPAzc7X5RIzWJ3XFHHDGI33ZPJwD"
            + "Z806pBWD82reWdFQzE/PVtpl7XwNmzDCW/GOLclsEbNcB69eD71yKd2YVRTQk1gf4657ShvpvpVuSSYF4cSpkHlkUUAxJBkQ"
            + "CQQBAAEECRAZJDFAUWR5kKnE4QUmSW6VvukbSnuu4x9Yk9AUVZjdKXK9D16vB1yzEWzJLY7xW8Iwmw187WXaVs9PzFDRWd5q"
            + "84MVpDrNZwOcPNl9I8ZwHMV1J9aMRPm1czPwtHpCDNOhcUMX6MCadlQ0FvXbw62Zh3dpXVNLRUE/P0FFS1NdaXeHma3D2/UW"
            + "NFR2msDoF0NxodMMQnq08DNztflEjNYndcUccMYjfdk8nANnzTqkFYPzat5Z0VDMT89W2mXtfA2bMMJb8Y4tyWwRs1wHr14P"
            + "vXIp3ZhVFNCTWB/jrntKG+m+lW5JJgXhxKmQeWRRQDEkGRAJBAEAAQQJEBkkMUBRZHmQqcThBSZJbpW+6RtKe67jH1iT0BRV"
            + "mN0pcr0PXq8HXLMRbMktjvFbwjCbDXztZdpWz0/MUNFZ3mrzgxWkOs1nA5w82X0jxnAcxXUn1oxE+bVzM/C0ekIM06FxQxfo"
            + "wJp2VDQW9dvDrZmHd2ldU0tFQT8/QUVLU11pd4eZrcPb9RY0VHaawOgXQ3Gh0wxCerTwM3O1+USM1id1xRxwxiN92TycA2fN"
            + "OqQVg/Nq3lnRUMxPz1baZe18DZswwlvxji3JbBGzXAevXg+9cindmFUU0JNYH+Oue0ob6b6VbkkmBeHEqZB5ZFFAMSQZEAkE"
            + "AQABBAkQGSQxQFFkeZCpxOEFJklulb7pG0p7ruMfWJPQFFWY3SlyvQ9erwdcsxFsyS2O8VvCMJsNfO1l2lbPT8xQ0VneavOD"
            + "FaQ6zWcDnDzZfSPGcBzFdSfWjET5tXMz8LR6QgzToXFDF+jAmnZUNBb128OtmYd3aV1TS0VBPz9BRUtTXWl3h5mtw9v1FjRU"
            + "dprA6BdDcaHTDEJ6tPAzc7X5RIzWJ3XFHHDGI33ZPJwDZ806pBWD82reWdFQzE/PVtpl7XwNmzDCW/GOLclsEbNcB69eD71y"
            + "Kd2YVRTQk1gf4657ShvpvpVuSSYF4cSpkHlkUUAxJBkQCQQBAAEECRAZJDFAUWR5kKnE4QUmSW6VvukbSnuu4x9Yk9AUVZjd"
            + "KXK9D16vB1yzEWzJLY7xW8Iwmw187WXaVs9PzFDRWd5q84MVpDrNZwOcPNl9I8ZwHMV1J9aMRPm1czPwtHpCDNOhcUMX6MCa"
            + "dlQ0FvXbw62Zh3dpXVNLRUE/P0FFS1NdaXeHma3D2/UWNFR2msDoF0NxodMMQnq08DNztflEjNYndcUccMYjfdk8nANnzTqk"
            + "FYPzat5Z0VDMT89W2mXtfA2bMMJb8Y4tyWwRs1wHr14PvXIp3ZhVFNCTWB/jrntKG+m+lW5JJgXhxKmQeWRRQDEkGRAJBAEA"
            + "AQQJEBkkMUBRZHmQqcThBSZJbpW+6RtKe67jH1iT0BRVmN0pcr0PXq8HXLMRbMktjvFbwjCbDXztZdpWz0/MUNFZ3mrzgxWk"
            + "Os1nA5w82X0jxnAcxXUn1oxE+bVzM/C0ekIM06FxQxfowJp2VDQW9dvDrZmHd2ldU0tFQT8/QUVLU11pd4eZrcPb9RY0VHaa"
            + "wOgXQ3Gh0wxCerTwM3O1+USM1id1xRxwxiN92TycA2fNOqQVg/Nq3lnRUMxPz1baZe18DZswwlvxji3JbBGzXAevXg+9cind"
            + "mFUU0JNYH+Oue0ob6b6VbkkmBeHEqZB5ZFFAMSQZEAkEAQABBAkQGSQxQFFkeZCpxOEFJklulb7pG0p7ruMfWJPQFFWY3Sly"
            + "vQ9erwdcsxFsyS2O8VvCMJsNfO1l2lbPT8xQ0VneavODFaQ6zWcDnDzZfSPGcBzFdSfWjET5tXMz8LR6QgzToXFDF+jAmnZU"
            + "NBb128OtmYd3aV1TS0VBPz9BRUtTXWl3h5mtw9v1FjRUdprA6BdDcaHTDEJ6tPAzc7X5RIzWJ3XFHHDGI33ZPJwDZ806pBWD"
            + "82reWdFQzE/PVtpl7XwNmzDCW/GOLclsEbNcB69eD71yKd2YVRTQk1gf4657ShvpvpVuSSYF4cSpkHlkUUAxJBkQCQQBAAEE"
            + "CRAZJDFAUWR5kKnE4QUmSW6VvukbSnuu4x9Yk9AUVZjdKXK9D16vB1yzEWzJLY7xW8Iwmw187WXaVs9PzFDRWd5q84MVpDrN"
            + "ZwOcPNl9I8ZwHMV1J9aMRPm1czPwtHpCDNOhcUMX6MCadlQ0FvXbw62Zh3dpXVNLRUE/P0FFS1NdaXeHma3D2/UWNFR2msDo"
            + "F0NxodMMQnq08DNztflEjNYndcUccMYjfdk8nANnzTqkFYPzat5Z0VDMT89W2mXtfA2bMMJb8Y4tyWwRs1wHr14PvXIp3ZhV"
            + "FNCTWB/jrntKG+m+lW5JJgXhxKmQeWRRQDEkGRAJBAEAAQQJEBkkMUBRZHmQqcThBSZJbpW+6RtKe67jH1iT0BRVmN0pcr0P"
            + "Xq8HXLMRbMktjvFbwjCbDXztZdpWz0/MUNFZ3mrzgxWkOs1nA5w82X0jxnAcxXUn1oxE+bVzM/C0ekIM06FxQxfowJp2VDQW"
            + "9dvDrZmHd2ldU0tFQT8/QUVLU11pd4eZrcPb9RY0VHaawOgXQ3Gh0wxCerTwM3O1+USM1id1xRxwxiN92TycA2fNOqQVg/Nq"
            + "3lnRUMxPz1baZe18DZswwlvxji3JbBGzXAevXg+9cindmFUU0JNYH+Oue0ob6b6VbkkmBeHEqTbUaho=",
    ]
}
