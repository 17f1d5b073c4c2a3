"""Signs a promotional offer payload with Python `cryptography` (for the reverse interop check).

usage: sign_promotional_offer.py PRIVATE.p8 bundle key product offer token nonce timestamp"""
import base64, sys
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec

p8, bundle, key_id, product, offer, token, nonce, timestamp = sys.argv[1:9]
key = serialization.load_pem_private_key(open(p8, "rb").read(), password=None)
payload = "\u2063".join([bundle, key_id, product, offer, token.lower(), nonce.lower(), timestamp]).encode("utf-8")
print(base64.b64encode(key.sign(payload, ec.ECDSA(hashes.SHA256()))).decode())
