/**
 * The words shoppers of clothing and accessories use for one thing (docs/product/storefront.md, "Búsqueda"), in the
 * merchant's own format (synonym-rules.ts): every store has them, and its own list adds to them. Spanish as spoken
 * in Argentina first, then other countries' words and the English ones shops use.
 */
export const TRADE_SYNONYMS = `
remera, camiseta, playera, t-shirt, polera
musculosa, top, camiseta sin mangas
pollera, falda
buzo, sudadera, buzo canguro
hoodie => buzo con capucha, canguro
campera, chaqueta, chamarra
jogging, jogger, pantalón deportivo, pants
jean, vaquero, mezclilla, denim
zapatillas, tenis, sneakers
calzado => zapatillas, zapatos, botas, botinetas, sandalias, ojotas, mocasines, borcegos
malla, traje de baño, bikini, bañador, enteriza
sweater, suéter, pulóver, chompa
calza, leggings, malla deportiva
short, bermuda, pantalón corto
vestido, solero
camisa, blusa
gorra, gorro, cap
anteojos, lentes, gafas
cartera, bolso, bandolera
mochila, morral
billetera, monedero
medias, calcetines, soquetes
ropa interior => bombacha, boxer, corpiño, calzoncillo
corpiño, sostén, brasier
pijama, piyama
overol, jardinero, enterito
ojotas, chanclas, chancletas
botas, botinetas, borcegos
accesorios => gorra, cinturón, bufanda, anteojos, billetera, aros, collar
cinturón, cinto
aros, pendientes, aretes
bufanda, chalina, pañuelo
niño, niña, chico, infantil, kids
mujer, dama, femenino
hombre, caballero, masculino
`;
