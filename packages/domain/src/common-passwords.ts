/**
 * The cores of the passwords people pick first, written by hand: words, names, keyboard walks and phrases, in lower
 * case, without the digits and symbols around them and with look-alike substitutions undone (`P@ssw0rd2026!` is
 * `password`). `isCommonPassword` reduces a candidate the same way before it looks here, so each entry stands for
 * its whole family (`Password1!`, `Summer2026!`, `Qwerty123#`…). Leave out `demo`: the demo accounts use
 * `Demo@2026`.
 */
const WORDS = `
password passw0rd passwd passwort motdepasse contrasena senha parola wachtwoord salasana haslo pass passpass
mypassword mypass newpassword changeme change changeit letmein letmeinnow welcome welcomeback hello helloworld
bonjour salut hola ciao hallo aloha kiaora
admin administrator root superuser sysadmin webmaster user username login logon guest default system server
database secret secure security private access master masterkey key test testing tester temp temporary sample
example trial office company business hotel booking bookone reception manager staff frontdesk
qwerty qwertyuiop qwertz qwertzuiop azerty azertyuiop asdf asdfg asdfgh asdfghjkl zxcv zxcvb zxcvbn zxcvbnm
qazwsx qazwsxedc qaz2wsx qaz2wsx3edc zaq12wsx zaq1xsw2 q2w3e4r q2w3e4r5t qweasd qweasdzxc qwe qweqwe qwer qwert
asdasd zxczxc poiuyt lkjhgf mnbvcx abc abcd abcde abcdef abcdefg abcdefgh abcabc aa aaa aaaa aaaaaa aabb
xyz xxx qqq zzz
iloveyou iloveu loveyou loveme lovely love lover mylove myheart sweetheart sweetie honey darling baby babygirl
babyboy princess prince angel angels beautiful pretty cutie hottie sexy kisses
sunshine moonlight starlight rainbow flower flowers butterfly dolphin dolphins tiger tigers lion eagle falcon
monkey dragon dragons horse bear wolf panda kitten kitty puppy doggy cat cats dog dogs bunny
summer winter spring autumn fall january february march april may june july august september october november
december monday tuesday wednesday thursday friday saturday sunday weekend holiday christmas easter
football soccer baseball basketball hockey rugby cricket tennis golf chelsea liverpool arsenal barcelona
realmadrid juventus manchester united allblacks yankees lakers
superman batman spiderman ironman starwars startrek pokemon pikachu naruto matrix gandalf hogwarts harrypotter
minecraft fortnite zelda mario
michael jennifer jordan hunter ranger buster tigger charlie thomas robert daniel jessica ashley michelle nicole
andrew joshua matthew anthony william david james john george peter paul maria sarah amanda jason justin brandon
nicolas julien camille marie pierre jean sophie lucas
shadow mustang ferrari porsche corvette harley yamaha ducati
trustno trustnoone whatever freedom liberty justice victory winner champion legend killer warrior soldier ninja
samurai hacker
computer internet google facebook instagram twitter youtube microsoft windows linux apple samsung nokia iphone
android
cheese chocolate cookie cookies banana orange cherry lemon pepper coffee pizza
purple yellow green blue red black white silver golden gold diamond
jesus christ blessed faith trinity heaven god
family friends friend forever together happy smile lucky magic
soleil doudou loulou chouchou nounours marseille paris london newyork auckland wellington sydney melbourne
aotearoa kiwi newzealand australia america canada france england
onetwothree onetwo firstlast iloveme
`;

/** The set, for a lookup per candidate. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));
