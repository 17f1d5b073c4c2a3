"""Independent check of a promotional offer signature with Python `cryptography`.

usage: verify_promotional_offer.py PUBLIC.pem SIGNATURE_BASE64 bundle key product offer token nonce timestamp
Prints 'valid' (exit 0) or 'invalid' (exit 2). The payload is built here from the fields, not taken
from the Swift side."""
import base64, sys
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec

pem, sig, bundle, key_id, product, offer, token, nonce, timestamp = sys.argv[1:10]
public_key = serialization.load_pem_public_key(open(pem, "rb").read())
payload = "\u2063".join([bundle, key_id, product, offer, token.lower(), nonce.lower(), timestamp]).encode("utf-8")
try:
    public_key.verify(base64.b64decode(sig), payload, ec.ECDSA(hashes.SHA256()))
    print("valid")
except InvalidSignature:
    print("invalid")
    sys.exit(2)
