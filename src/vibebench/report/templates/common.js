"use strict";
// Helpers shared by the drill-down and the pairwise view: DOM building and chunk decoding.
window.vibebench = (function () {
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (key === "class") node.className = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value);
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined) continue;
      node.append(child instanceof Node ? child : String(child));
    }
    return node;
  }

  // A <script type="text/plain"> holding gzip+base64 JSON, decoded in the browser.
  async function unpack(id) {
    return decode(document.getElementById(id).textContent.trim());
  }

  // gzip+base64 JSON text, decoded.
  async function decode(text) {
    return JSON.parse(new TextDecoder().decode(await decodeBytes(text)));
  }

  // gzip+base64 bytes, decompressed.
  async function decodeBytes(text) {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Response(stream).arrayBuffer();
  }

  function badge(ok, yes, no) { return el("span", { class: "badge " + (ok ? "pass" : "fail") }, ok ? yes : no); }

  return { el, unpack, decode, decodeBytes, badge };
})();
